import { ScreenFrame } from './ScreenFrame';
import { HOME_LABEL, StatusView } from './StatusView';

/** An address no route matches. */
export function NotFoundView({ onHome }: { onHome: () => void }) {
  return (
    <ScreenFrame title="页面不存在">
      <StatusView
        mark="404"
        title="页面不存在"
        description="你访问的页面不存在或已下线，请检查链接是否正确。"
        actions={[{ label: HOME_LABEL, primary: true, onClick: onHome }]}
      />
    </ScreenFrame>
  );
}

/** Why a screen could not be shown: the network is gone, its code did not load, or it crashed. */
export type ScreenFailure = 'offline' | 'loadFailed' | 'crashed';

const FAILURE: Record<ScreenFailure, { title: string; description: string }> = {
  offline: { title: '网络已断开', description: '网络恢复后页面会自动继续。' },
  loadFailed: { title: '页面加载失败', description: '网络不稳定或版本已更新，请重试。' },
  crashed: { title: '页面出错了', description: '页面遇到了意外问题，你的数据没有丢失，请重试。' },
};

/** The error boundary's screen: 重试 reloads, 返回首页 leaves. */
export function ScreenFailedView({
  failure,
  onRetry,
  onHome,
}: {
  failure: ScreenFailure;
  onRetry: () => void;
  onHome: () => void;
}) {
  const { title, description } = FAILURE[failure];
  return (
    <ScreenFrame title={title}>
      <StatusView
        mark="!"
        title={title}
        description={description}
        actions={[
          { label: '重试', primary: true, onClick: onRetry },
          { label: HOME_LABEL, onClick: onHome },
        ]}
      />
    </ScreenFrame>
  );
}
