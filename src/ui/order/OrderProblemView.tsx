import type { ReactNode } from 'react';
import type { StatusAction } from '../shell/StatusView';
import { AlertIcon, LockIcon, SearchIcon } from '../pay/icons';
import { ResultPanel, type ResultTone } from '../pay/ResultPanel';

export type OrderProblemKind = 'not-found' | 'forbidden' | 'invalid' | 'error';

interface OrderProblemViewProps {
  kind: OrderProblemKind;
  onHome: () => void;
  /** Offered as 重试 when loading failed. */
  onRetry?: () => void;
}

const PROBLEMS: Record<OrderProblemKind, { tone: ResultTone; icon: ReactNode; title: string; description: string }> = {
  'not-found': {
    tone: 'neutral',
    icon: <SearchIcon size={36} />,
    title: '订单不存在',
    description: '订单可能已删除，或链接不完整',
  },
  forbidden: {
    tone: 'neutral',
    icon: <LockIcon size={36} />,
    title: '无权查看这个订单',
    description: '请确认当前登录的是下单时的账号',
  },
  invalid: {
    tone: 'warning',
    icon: <AlertIcon size={40} />,
    title: '订单号格式不正确',
    description: '链接可能不完整，请重新打开完整链接',
  },
  error: {
    tone: 'danger',
    icon: <AlertIcon size={40} />,
    title: '订单加载失败',
    description: '网络不稳定或服务繁忙，请稍后重试',
  },
};

/** What the order page shows instead of an order: not found, not yours, a malformed id, or a load error. */
export function OrderProblemView({ kind, onHome, onRetry }: OrderProblemViewProps) {
  const problem = PROBLEMS[kind];
  const actions: StatusAction[] = [];
  if (kind === 'error' && onRetry) actions.push({ label: '重试', primary: true, onClick: onRetry });
  actions.push({ label: '返回首页', primary: actions.length === 0, onClick: onHome });
  return (
    <ResultPanel
      tone={problem.tone}
      icon={problem.icon}
      title={problem.title}
      description={problem.description}
      actions={actions}
    />
  );
}
