import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { InviteFriendView as InviteFriend } from '../../machines/inviteFriend.view';
import { QrCode } from '../pay/QrCode';
import { StatusView } from '../shell/StatusView';
import { Section } from '../vip/Section';
import { InvitedFriends } from './InvitedFriends';
import classes from './InviteFriendView.module.css';
import jade from '../shell/jade.module.css';

/** What 复制 copies, as its toast names it. */
export const INVITE_CODE_NAME = '邀请码';

/** What /invite-friend shows: the inviteFriend view, with the absolute link to my invitation once it is read. */
export type InviteFriendScreenState =
  Exclude<InviteFriend, { kind: 'ready' }> | (Extract<InviteFriend, { kind: 'ready' }> & { link: string });

/** The share card of my invitation. */
export const inviteShareCopy = ({ code, requiredDays }: Extract<InviteFriend, { kind: 'ready' }>) => ({
  title: '邀请你一起用花卡记忆',
  desc: `填写我的邀请码 ${code}，新用户学习满${requiredDays}天免费领VIP`,
});

interface InviteFriendViewProps {
  state: InviteFriendScreenState;
  onSignIn: () => void;
  onRetry: () => void;
  onShare: () => void;
  onCopyCode: () => void;
  onClaim: (friendId: string) => void;
}

/** /invite-friend: my code and link with its QR code, and the friends who joined with what they earned me. */
export function InviteFriendView({ state, onSignIn, onRetry, onShare, onCopyCode, onClaim }: InviteFriendViewProps) {
  switch (state.kind) {
    case 'signedOut':
      return (
        <StatusView
          mark="邀"
          title="登录后邀请好友"
          description={`登录后可以看到你的邀请码和邀请链接，好友学习满${state.requiredDays}天，你得${state.rewardDays}天VIP会员。`}
          actions={[{ label: '登录', primary: true, loading: state.busy, onClick: onSignIn }]}
        />
      );
    case 'loading':
      return (
        <Stack gap="md" role="status" aria-busy="true" aria-label="邀请信息加载中">
          <Skeleton height={150} radius="lg" />
          <Skeleton height={260} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      );
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="邀请信息加载失败"
          description={state.error}
          actions={[{ label: '重试', primary: true, onClick: onRetry }]}
        />
      );
  }
  return (
    <Stack gap="md">
      <section className={`${jade.hero} ${classes.hero}`} aria-label="邀请奖励">
        <Title order={2} size="h3" c="white">
          邀请好友，一起科学记忆
        </Title>
        <Text size="sm" c="white" opacity={0.92} mt={6}>
          好友用你的邀请码注册并学习满{state.requiredDays}天，你得{state.rewardDays}天VIP会员
        </Text>
      </section>
      {state.notice && (
        <Alert color="jade" radius="md" role="status">
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert color="red" radius="md" role="alert">
          {state.error}
        </Alert>
      )}
      <Section title="我的邀请码" extra={<Text size="sm" c="dimmed">{`已邀请 ${state.used}/${state.limit} 人`}</Text>}>
        <Group justify="space-between" wrap="nowrap" className={classes.code}>
          <Text ff="monospace" fw={700} fz={26} lts={3}>
            {state.code}
          </Text>
          <Button size="compact-sm" radius="xl" variant="light" onClick={onCopyCode}>
            复制邀请码
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          你的花号 {state.huaId} 也可以作为邀请码使用
        </Text>
      </Section>
      <Section title="邀请链接">
        <Stack align="center" gap="sm">
          <QrCode value={state.link} label="邀请链接二维码" size={148} />
          <Text size="xs" c="dimmed" className={classes.link}>
            {state.link}
          </Text>
          <Button size="md" radius="xl" fullWidth onClick={onShare}>
            分享邀请链接
          </Button>
        </Stack>
      </Section>
      <InvitedFriends
        friends={state.friends}
        requiredDays={state.requiredDays}
        rewardDays={state.rewardDays}
        claiming={state.claiming}
        onClaim={onClaim}
      />
    </Stack>
  );
}
