import { Button, Group, Modal, Text } from '@mantine/core';
import type { BindingStanding } from '../../domain/mpBinding';
import { PageSkeleton } from '../shell/RouteProgress';
import { SignInNeeded, StatusView, type StatusAction } from '../shell/StatusView';

export type MpBindingState =
  | { kind: 'signedOut' }
  | { kind: 'outsideWechat' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; standing: BindingStanding; busy: boolean; error: string; confirming: boolean };

interface MpBindingViewProps {
  state: MpBindingState;
  onLogin: () => void;
  onHome: () => void;
  onRetry: () => void;
  onBind: () => void;
  /** Asks first; onConfirmUnbind goes ahead, onCancelUnbind keeps the binding. */
  onUnbind: () => void;
  onConfirmUnbind: () => void;
  onCancelUnbind: () => void;
}

const COPY: Record<BindingStanding, { mark: string; title: string; description: string }> = {
  unbound: { mark: '微', title: '绑定微信', description: '绑定后可以在公众号里收到学习提醒和订单通知。' },
  bound: { mark: '✓', title: '已绑定', description: '这个微信已绑定你的花卡账号，会收到学习提醒和订单通知。' },
  accountElsewhere: {
    mark: '!',
    title: '你的账号已绑定其他微信',
    description: '一个账号只能绑定一个微信。解除原来的绑定后，才能绑定这个微信。',
  },
  wechatElsewhere: {
    mark: '!',
    title: '这个微信已绑定其他账号',
    description: '请用那个账号登录并解除绑定，或换一个微信再试。',
  },
};

/** /czyBinding: the official account's WeChat and the signed-in account, bound or not, with a confirmed unbind. */
export function MpBindingView(props: MpBindingViewProps) {
  const { state } = props;
  switch (state.kind) {
    case 'signedOut':
      return (
        <SignInNeeded
          title="登录后绑定微信"
          description="绑定后可以在公众号里收到学习提醒和订单通知。"
          onLogin={props.onLogin}
          onHome={props.onHome}
        />
      );
    case 'outsideWechat':
      return (
        <StatusView
          mark="微"
          title="请在微信中打开"
          description="账号绑定需要你的微信身份，请在花卡记忆公众号的菜单里打开本页面。"
          actions={[{ label: '返回首页', primary: true, onClick: props.onHome }]}
        />
      );
    case 'loading':
      return <PageSkeleton />;
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="绑定信息加载失败"
          description={state.error}
          actions={[{ label: '重试', primary: true, onClick: props.onRetry }]}
        />
      );
  }
  const copy = COPY[state.standing];
  const actions: StatusAction[] = {
    unbound: [{ label: '绑定', primary: true, loading: state.busy, onClick: props.onBind }],
    bound: [{ label: '解除绑定', loading: state.busy, onClick: props.onUnbind }],
    accountElsewhere: [{ label: '解除原绑定', primary: true, loading: state.busy, onClick: props.onUnbind }],
    wechatElsewhere: [],
  }[state.standing];
  return (
    <>
      <StatusView
        {...copy}
        description={state.error ? `${copy.description}\n${state.error}` : copy.description}
        actions={[...actions, { label: '返回首页', onClick: props.onHome }]}
      />
      <Modal opened={state.confirming} onClose={props.onCancelUnbind} title="解除绑定" centered radius="lg">
        <Text size="sm">解除绑定后，这个微信将不再收到学习提醒和订单通知，确定解除吗？</Text>
        <Group mt="lg" grow>
          <Button variant="default" onClick={props.onCancelUnbind}>
            再想想
          </Button>
          <Button color="red" loading={state.busy} onClick={props.onConfirmUnbind}>
            确定解除
          </Button>
        </Group>
      </Modal>
    </>
  );
}
