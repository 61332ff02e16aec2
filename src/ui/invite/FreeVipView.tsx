import { Button, Group, Progress, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { FreeVipStep, FreeVipView as FreeVip } from '../../machines/freeVip.view';
import { StatusView } from '../shell/StatusView';
import classes from './FreeVipView.module.css';

/** What /free-vip shows: the freeVip view, with why the user cannot take part and the dates as users read them. */
export type FreeVipScreenState =
  | Extract<FreeVip, { kind: 'loading' | 'failed' | 'steps' }>
  | { kind: 'oldUser'; registeredDate: string; newUserDays: number }
  | { kind: 'ended' }
  | { kind: 'claimed'; days: number; vipEndDate: string | undefined };

interface FreeVipViewProps {
  state: FreeVipScreenState;
  onSignIn: () => void;
  onSubmitCode: (code: string) => void;
  onRefresh: () => void;
  onClaim: () => void;
  onRetry: () => void;
  onOpenApp: () => void;
  onInviteFriends: () => void;
  onHome: () => void;
}

const ORDER: FreeVipStep[] = ['signIn', 'code', 'study', 'claim'];

function CodeForm({ busy, error, onSubmit }: { busy: boolean; error: string; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="好友的邀请码"
          placeholder="输入好友的邀请码"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error || undefined}
          maxLength={16}
          autoCapitalize="characters"
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={busy}>
          提交
        </Button>
      </Group>
    </form>
  );
}

type StepsState = Extract<FreeVipScreenState, { kind: 'steps' }>;

/** What the current step asks for; done and later steps show only their title. */
function StepAction({ state, props }: { state: StepsState; props: FreeVipViewProps }) {
  switch (state.step) {
    case 'signIn':
      return (
        <Button radius="xl" loading={state.busy} onClick={props.onSignIn}>
          登录参加
        </Button>
      );
    case 'code':
      return <CodeForm busy={state.busy} error={state.error} onSubmit={props.onSubmitCode} />;
    case 'study':
      return (
        <Stack gap="xs">
          <Progress value={(100 * state.studiedDays) / state.requiredDays} color="jade" aria-label="学习进度" />
          <Text size="sm">
            已学习 {state.studiedDays}/{state.requiredDays} 天
          </Text>
          {state.error && (
            <Text size="sm" c="red.9" role="alert">
              {state.error}
            </Text>
          )}
          <Button radius="xl" onClick={props.onOpenApp}>
            打开App学习
          </Button>
          <Button radius="xl" variant="default" onClick={props.onRefresh}>
            我已学习，刷新进度
          </Button>
        </Stack>
      );
    case 'claim':
      return (
        <Stack gap="xs">
          {state.error && (
            <Text size="sm" c="red.9" role="alert">
              {state.error}
            </Text>
          )}
          <Button radius="xl" color="gold.7" loading={state.busy} onClick={props.onClaim}>
            领取{state.rewardDays}天VIP
          </Button>
        </Stack>
      );
  }
}

function Steps({ state, props }: { state: StepsState; props: FreeVipViewProps }) {
  const current = ORDER.indexOf(state.step);
  const titles: Record<FreeVipStep, string> = {
    signIn: '登录账号',
    code: '填写好友的邀请码',
    study: `在App学习满${state.requiredDays}天`,
    claim: `领取${state.rewardDays}天VIP`,
  };
  return (
    <Stack gap="md">
      <section className={classes.hero} aria-label="活动说明">
        <Text size="sm" c="white" opacity={0.92}>
          新用户专享
        </Text>
        <Title order={2} c="white" mt={4}>
          免费领{state.rewardDays}天VIP
        </Title>
        <Text size="sm" c="white" opacity={0.92} mt={6}>
          填写好友的邀请码，学习满{state.requiredDays}天即可领取
        </Text>
      </section>
      <ol className={classes.steps} aria-label="领取步骤">
        {ORDER.map((step, index) => {
          const status = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={classes.step}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className={classes.index} aria-hidden>
                {status === 'done' ? '✓' : index + 1}
              </span>
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <Text fw={status === 'current' ? 600 : 400} c={status === 'todo' ? 'dimmed' : undefined}>
                  {titles[step]}
                  {status === 'done' && <VisuallyHidden>（已完成）</VisuallyHidden>}
                </Text>
                {status === 'current' && <StepAction state={state} props={props} />}
              </Stack>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}

/** /free-vip: the campaign's steps, the step to take now, and its end (claimed, or why not eligible). */
export function FreeVipView(props: FreeVipViewProps) {
  const { state } = props;
  switch (state.kind) {
    case 'loading':
      return (
        <Stack gap="md" role="status" aria-busy="true" aria-label="活动加载中">
          <Skeleton height={130} radius="lg" />
          <Skeleton height={280} radius="lg" />
        </Stack>
      );
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="活动加载失败"
          description={state.error}
          actions={[{ label: '重试', primary: true, onClick: props.onRetry }]}
        />
      );
    case 'oldUser':
      return (
        <StatusView
          mark="!"
          title="暂不符合领取条件"
          description={`本活动仅限注册${state.newUserDays}天内的新用户参加，你的账号注册于 ${state.registeredDate}。邀请好友一起学习，你也能领取会员。`}
          actions={[
            { label: '去邀请好友', primary: true, onClick: props.onInviteFriends },
            { label: '返回首页', onClick: props.onHome },
          ]}
        />
      );
    case 'ended':
      return (
        <StatusView
          mark="!"
          title="活动已结束"
          description="免费领VIP活动已经结束，敬请关注后续活动。"
          actions={[{ label: '返回首页', primary: true, onClick: props.onHome }]}
        />
      );
    case 'claimed':
      return (
        <StatusView
          mark="✓"
          title={`已领取${state.days}天VIP`}
          description={state.vipEndDate ? `VIP会员有效期至 ${state.vipEndDate}` : 'VIP会员已到账'}
          actions={[
            { label: '打开App学习', primary: true, onClick: props.onOpenApp },
            { label: '邀请好友', onClick: props.onInviteFriends },
          ]}
        />
      );
    case 'steps':
      return <Steps state={state} props={props} />;
  }
}
