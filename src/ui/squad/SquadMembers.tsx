import { Avatar, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SquadMember } from '../../domain/squad';
import { InlineRetry } from '../shell/InlineRetry';
import type { LoadedSection } from '../shell/loadedSection';
import { Section } from '../vip/Section';
import classes from '../shell/PeopleList.module.css';

interface SquadMembersProps {
  /** Read after the page's first paint: a row's shape for each seat taken until then. */
  members: LoadedSection<SquadMember[]>;
  /** Seats taken, the owner's included. */
  taken: number;
  /** Empty seats shown after the members. */
  freeSeats: number;
  /** My user id, to mark me in the list; '' when signed out. */
  myUserId: string;
}

/** Who is in the squad: the owner first, then members; free seats as open places. */
export function SquadMembers({ members, taken, freeSeats, myUserId }: SquadMembersProps) {
  return (
    <Section title="小队成员" extra={<Text size="sm" c="dimmed">{`${taken} 人`}</Text>}>
      {members.kind === 'failed' && <InlineRetry error="小队成员加载失败" onRetry={members.onRetry} />}
      <Stack gap={0} component="ul" className={classes.list}>
        {members.kind === 'loading' &&
          Array.from({ length: taken }, (_, index) => (
            <Group key={`taken-${index}`} component="li" gap="sm" wrap="nowrap" className={classes.row} aria-hidden>
              <Skeleton circle height={40} />
              <Skeleton height={14} width={120} radius="xl" />
            </Group>
          ))}
        {(members.kind === 'ready' ? members.value : []).map((member) => (
          <Group key={member.user_id} component="li" gap="sm" wrap="nowrap" className={classes.row}>
            <Avatar src={member.image_url} alt={member.nickname} size={40} radius="xl" color="jade">
              {member.nickname.slice(0, 1)}
            </Avatar>
            {/* A long nickname is clamped with an ellipsis; （我） after it always stays in view. */}
            <Group gap={0} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500} truncate>
                {member.nickname}
              </Text>
              {member.user_id === myUserId && (
                <Text span c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
                  （我）
                </Text>
              )}
            </Group>
            {member.role === 'OWNER' && (
              <Badge color="gold.2" c="gold.8" radius="sm" variant="filled">
                队长
              </Badge>
            )}
          </Group>
        ))}
        {Array.from({ length: freeSeats }, (_, index) => (
          <Group key={`free-${index}`} component="li" gap="sm" wrap="nowrap" className={classes.row}>
            <span className={classes.empty} aria-hidden>
              +
            </span>
            <Text c="dimmed">空位，等待好友加入</Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
