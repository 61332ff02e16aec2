import { Skeleton, Stack, Text } from '@mantine/core';
import type { CreatorOrderFilter, FeedbackStatus } from '../../domain/creatorCentre';
import { LoadFailed, SignInNeeded } from '../shell/StatusView';

/** A creator's paged lists. */
export type CreatorList = 'orders' | 'feedback' | 'books' | 'packages';

const LISTS: Record<CreatorList, { what: string; signIn: { title: string; description: string } }> = {
  orders: {
    what: '订单',
    signIn: { title: '登录后查看订单', description: '创作者订单与你的账号绑定，登录后查看。' },
  },
  feedback: {
    what: '读者反馈',
    signIn: { title: '登录后查看读者反馈', description: '读者反馈与你的账号绑定，登录后查看和回复。' },
  },
  books: {
    what: '作品',
    signIn: { title: '登录后查看我的作品', description: '作品与你的创作者账号绑定，登录后修改、排序和提交审核。' },
  },
  packages: {
    what: '卡包',
    signIn: { title: '登录后查看我的卡包', description: '卡包与你的创作者账号绑定，登录后编辑、备份和发布。' },
  },
};

interface CreatorListPendingProps {
  list: CreatorList;
  /** Why the first page was not read; '' while it is being read. */
  error: string;
  /** The sign-in sheet was closed. */
  signInCancelled: boolean;
  onReload: () => void;
  onHome: () => void;
}

/** A creator's list before its first page: sign-in needed, its error with 重试, or its skeleton. */
export function CreatorListPending({ list, error, signInCancelled, onReload, onHome }: CreatorListPendingProps) {
  const { what, signIn } = LISTS[list];
  if (signInCancelled) return <SignInNeeded {...signIn} onLogin={onReload} onHome={onHome} />;
  if (error) return <LoadFailed title={`${what}加载失败`} error={error} onRetry={onReload} />;
  return (
    <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label={`${what}加载中`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** What an empty tab says. */
const EMPTY = {
  orders: { ALL: '还没有读者购买你的书', PAID: '还没有已支付的订单', REFUNDED: '没有退款的订单' },
  feedback: { unread: '没有未读的反馈', read: '还没有已读的反馈' },
} satisfies { orders: Record<CreatorOrderFilter, string>; feedback: Record<FeedbackStatus, string> };

export function EmptyCreatorTab(
  props: { list: 'orders'; tab: CreatorOrderFilter } | { list: 'feedback'; tab: FeedbackStatus },
) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {props.list === 'orders' ? EMPTY.orders[props.tab] : EMPTY.feedback[props.tab]}
    </Text>
  );
}

/** The words around a creator's lists. */
export const CREATOR_LIST_COPY = {
  ordersTotal: (count: number) => `共 ${count} 单`,
  ordersLabel: '订单列表',
  income: '收入',
  feedbackLabel: '读者反馈列表',
  feedbackRatio: (goodRatio: number, count: number) => `好评率 ${Math.round(goodRatio)}% · 共 ${count} 条评价`,
};
