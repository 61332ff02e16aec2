import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { InvitedFriend } from '../../domain/learnReward';
import { Section } from '../vip/Section';
import classes from '../shell/PeopleList.module.css';

interface InvitedFriendsProps {
  friends: InvitedFriend[];
  requiredDays: number;
  rewardDays: number;
  /** The friend whose reward is being claimed; the other buttons wait. */
  claiming: string | null;
  onClaim: (friendId: string) => void;
}

function RewardAction({ friend, rewardDays, claiming, onClaim }: { friend: InvitedFriend } & InvitedFriendsProps) {
  switch (friend.reward) {
    case 'CLAIMABLE':
      return (
        <Button
          size="compact-sm"
          radius="xl"
          loading={claiming === friend.user_id}
          disabled={claiming !== null && claiming !== friend.user_id}
          onClick={() => onClaim(friend.user_id)}
        >
          领取{rewardDays}天
        </Button>
      );
    case 'CLAIMED':
      return (
        <Badge color="gray.1" c="gray.8" radius="sm" variant="filled">
          已领取
        </Badge>
      );
    case 'LOCKED':
      return (
        <Badge color="jade" radius="sm" variant="light">
          学习中
        </Badge>
      );
  }
}

/** The friends who joined with my code or link: their study days, and the reward each earns me. */
export function InvitedFriends(props: InvitedFriendsProps) {
  const { friends, requiredDays } = props;
  return (
    <Section title="已邀请的好友" extra={<Text size="sm" c="dimmed">{`${friends.length} 人`}</Text>}>
      {friends.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          还没有好友加入。把邀请链接发给好友，好友学习满{requiredDays}天，你就能领取会员。
        </Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.list}>
          {friends.map((friend) => (
            <Group key={friend.user_id} component="li" gap="sm" wrap="nowrap" className={classes.row}>
              <Avatar src={friend.image_url} alt={friend.nickname} size={40} radius="xl" color="jade">
                {friend.nickname.slice(0, 1)}
              </Avatar>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={500} truncate>
                  {friend.nickname}
                </Text>
                <Text size="xs" c="dimmed">
                  已学习 {Math.min(friend.studied_days, requiredDays)}/{requiredDays} 天
                </Text>
              </Stack>
              <RewardAction friend={friend} {...props} />
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
