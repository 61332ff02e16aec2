import { Avatar, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Inviter } from '../../domain/invite';
import type { InviteView as Invite } from '../../machines/invite.view';
import { HOME_LABEL, StatusView } from '../shell/StatusView';
import classes from './InviteView.module.css';
import jade from '../shell/jade.module.css';

interface InviteViewProps {
  state: Invite;
  rewardDays: number;
  onAccept: () => void;
  onRetry: () => void;
  onHome: () => void;
  onOpenApp: () => void;
  onInviteFriends: () => void;
}

function Hero({ inviter }: { inviter: Inviter }) {
  return (
    <section className={`${jade.hero} ${classes.hero}`} aria-label="邀请人">
      <Avatar
        className={classes.avatar}
        src={inviter.avatarUrl ?? undefined}
        alt={inviter.nickname}
        size={72}
        radius="xl"
        color="white"
      >
        {inviter.nickname.slice(0, 1)}
      </Avatar>
      <Title order={2} size="h3" mt="sm" c="white" lineClamp={2}>
        {inviter.nickname}
      </Title>
      <Text size="sm" c="white" opacity={0.9} mt={4}>
        邀请你一起用花卡记忆，科学记忆不遗忘
      </Text>
    </section>
  );
}

/**
 * The hero's shape while the inviter is read, at the hero's own heights (the avatar with its border, the name, the
 * line under it), so nothing moves when it comes. The offer under it needs nothing from the server.
 */
function HeroSkeleton() {
  return (
    <section className={`${jade.hero} ${classes.hero}`} role="status" aria-busy="true" aria-label="邀请加载中">
      <Skeleton circle height={78} />
      <Skeleton height={22} width={120} radius="xl" mt={12} mb={1} />
      <Skeleton height={14} width={220} radius="xl" mt={8} mb={4} />
    </section>
  );
}

/** What a new user gets, the three steps, and the way to accept; until the inviter is read, its button waits. */
function Offer({
  state,
  rewardDays,
  onAccept,
  onRetry,
}: {
  state: Extract<Invite, { kind: 'loading' | 'ready' | 'checkFailed' }>;
  rewardDays: number;
  onAccept: () => void;
  onRetry: () => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">新用户注册即得</Text>
      <div className={classes.days}>{rewardDays}天VIP</div>
      <ol className={classes.steps}>
        <li>
          <b>1</b>接受邀请
        </li>
        <li>
          <b>2</b>手机号注册
        </li>
        <li>
          <b>3</b>会员自动到账
        </li>
      </ol>
      {state.kind === 'checkFailed' && (
        <Text size="sm" c="red.9" role="alert">
          {state.error}
        </Text>
      )}
      <Button
        size="lg"
        radius="xl"
        loading={state.kind === 'loading' || (state.kind === 'ready' && state.busy)}
        onClick={state.kind === 'checkFailed' ? onRetry : onAccept}
      >
        {state.kind === 'checkFailed'
          ? '重试'
          : state.kind === 'ready' && state.signedIn
            ? '查看邀请奖励'
            : '接受邀请，领取VIP'}
      </Button>
    </Stack>
  );
}

/** The result after sign-in, and what to do next. */
const RESULTS = {
  granted: { title: '领取成功', text: (days: number) => `${days}天VIP会员已到账，打开App开始学习吧` },
  existing: { title: '你已是花卡用户', text: () => '邀请奖励仅限新用户，你可以继续使用现有账号学习' },
  own: { title: '这是你自己的邀请链接', text: () => '把链接发给好友，好友注册后你们各得VIP会员' },
} as const;

/** /invite/:huaid: who invites, what the invitee gets, and the one next step. */
export function InviteView({
  state,
  rewardDays,
  onAccept,
  onRetry,
  onHome,
  onOpenApp,
  onInviteFriends,
}: InviteViewProps) {
  switch (state.kind) {
    case 'notFound':
      return (
        <StatusView
          mark="?"
          title="邀请链接无效"
          description="没有找到这位邀请人，请向好友确认链接是否完整。"
          actions={[{ label: '返回首页', primary: true, onClick: onHome }]}
        />
      );
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="邀请加载失败"
          description={state.error}
          actions={[
            { label: '重试', primary: true, onClick: onRetry },
            { label: '返回首页', onClick: onHome },
          ]}
        />
      );
  }
  const offer = state.kind === 'loading' || state.kind === 'ready' || state.kind === 'checkFailed';
  return (
    <Stack gap={0}>
      {state.kind === 'loading' ? <HeroSkeleton /> : <Hero inviter={state.inviter} />}
      <section className={classes.reward} aria-label={offer ? '新用户奖励' : RESULTS[state.kind].title}>
        {offer ? (
          <Offer state={state} rewardDays={rewardDays} onAccept={onAccept} onRetry={onRetry} />
        ) : (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {RESULTS[state.kind].title}
            </Title>
            <Text size="sm" c="dimmed">
              {RESULTS[state.kind].text(rewardDays)}
            </Text>
            {state.kind === 'own' ? (
              <Button size="lg" radius="xl" onClick={onInviteFriends}>
                去邀请好友
              </Button>
            ) : (
              <Button size="lg" radius="xl" onClick={onOpenApp}>
                打开App学习
              </Button>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** An invite link whose hua id does not read. */
export function InviteLinkInvalid({ onHome }: { onHome: () => void }) {
  return (
    <StatusView
      mark="?"
      title="邀请链接无效"
      description="链接中的邀请码不正确，请向好友确认链接是否完整。"
      actions={[{ label: HOME_LABEL, primary: true, onClick: onHome }]}
    />
  );
}
