import { useNavigate } from 'react-router-dom';
import { encodeBookCode } from '../../lib/bookCode';
import { bookGroupNotice, GroupBuyBlock } from '../../ui/groupbuy/GroupBuyBlock';
import { GroupBuyBlockSkeleton } from '../../ui/groupbuy/GroupBuyBlockSkeleton';
import { PaymentStatusView } from '../../ui/pay/PaymentStatusView';
import { FeaturePaused } from '../../ui/shell/FeaturePaused';
import { GROUP_BUY_PAUSED } from '../../ui/groupbuy/groupCopy';
import { useFeatureFlag } from '../useRemoteConfig';
import { useGroupBuy } from './useGroupBuy';

export interface BookGroupBuyProps {
  bookId: string;
  /** 单独购买: the book page's own purchase. */
  onBuyAlone: () => void;
}

/** The book page's 拼团 block on the group-buy machine: its shape while it loads, nothing when the book has no group buy. */
export default function BookGroupBuy({ bookId, onBuyAlone }: BookGroupBuyProps) {
  const navigate = useNavigate();
  const groupPage = (groupId: string) => `/book/${encodeBookCode(bookId)}/groupbuy/${groupId}`;
  const { view, send } = useGroupBuy({
    bookId,
    groupId: null,
    navigate: (to) => void navigate(to),
    onGroupOpened: (groupId) => void navigate(groupPage(groupId)),
  });
  const open = useFeatureFlag('group_buy');
  if (view.kind === 'loading') return <GroupBuyBlockSkeleton />;
  if (!('config' in view) || !view.config?.enabled) return null;
  if (!open) return <FeaturePaused {...GROUP_BUY_PAUSED} />;
  const { config } = view;
  return (
    <>
      <GroupBuyBlock
        groupSize={config.group_size}
        durationHours={config.duration_hours}
        groupPrice={config.group_price}
        originalPrice={config.original_price}
        mine={view.group}
        openGroups={view.openGroups}
        freeTimes={view.freeTimes}
        busy={view.busy}
        notice={bookGroupNotice(view)}
        onInitiate={() => send({ type: 'group.initiate' })}
        onStartFree={() => send({ type: 'group.startFree' })}
        onBuyAlone={onBuyAlone}
        onOpenGroup={(groupId) => void navigate(groupPage(groupId))}
        onMyGroups={() => void navigate('/groupbuy/my')}
      />
      {view.payment && <PaymentStatusView status={view.payment} />}
    </>
  );
}
