import { Avatar } from '@mantine/core';
import type { GroupMember } from '../../domain/groupBuy';
import classes from './GroupSeats.module.css';

interface GroupSeatsProps {
  members: GroupMember[];
  size: number;
  /** An ended group's empty seats are no longer waiting for anyone. */
  open?: boolean;
}

/** The members' avatars, the leader marked 团长, then the empty seats still to fill. */
export function GroupSeats({ members, size, open = true }: GroupSeatsProps) {
  const empty = Math.max(0, size - members.length);
  return (
    <ul className={classes.seats} aria-label={`${members.length}/${size} 人`}>
      {members.map((member) => (
        <li key={member.user_id} className={classes.seat}>
          <Avatar src={member.image_url} alt={member.nickname} size={52} radius="xl" color="jade">
            {member.nickname.slice(0, 1)}
          </Avatar>
          {member.is_leader && <span className={classes.leader}>团长</span>}
          <span className={classes.name}>{member.nickname}</span>
        </li>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <li key={`empty-${index}`} className={classes.seat} aria-label="空位">
          <span className={classes.empty} aria-hidden>
            ?
          </span>
          <span className={classes.name}>{open ? '待加入' : '空位'}</span>
        </li>
      ))}
    </ul>
  );
}
