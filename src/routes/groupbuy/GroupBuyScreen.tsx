import { Skeleton, Stack } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import type { GroupDialogsProps } from '../../ui/groupbuy/GroupDialogs';
import { GROUP_BUY_PAUSED, groupCopy, groupShareCopy } from '../../ui/groupbuy/groupCopy';
import { GroupPanel } from '../../ui/groupbuy/GroupPanel';
import { GroupSeats } from '../../ui/groupbuy/GroupSeats';
import {
  GROUP_QR_LABEL,
  GroupGone,
  GroupLinkInvalid,
  GroupLoadFailed,
  GroupQrShare,
  GroupSkeleton,
} from '../../ui/groupbuy/GroupStates';
import { PaymentStatusView } from '../../ui/pay/PaymentStatusView';
import type { QrCodeProps } from '../../ui/pay/QrCode';
import { books } from '../../services/api/books';
import { callApi } from '../callApi';
import { useResumeQuery } from '../pay/useResumeQuery';
import { shareImage, useShare } from '../share';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { FeaturePaused } from '../../ui/shell/FeaturePaused';
import { useFeatureFlag } from '../useRemoteConfig';
import { useRequest } from '../useRequest';
import { useGroupBuy } from './useGroupBuy';

/** The group's QR code (and its encoder) loads only for a member, who has a link to share. */
/** The confirmations load the first time one opens (DESIGN §9 route budget). */
const GroupDialogs = lazyChunk<GroupDialogsProps>(() =>
  import('../../ui/groupbuy/GroupDialogs').then((m) => ({ default: m.GroupDialogs })),
);
const QrCode = lazyChunk<QrCodeProps>(() => import('../../ui/pay/QrCode').then((m) => ({ default: m.QrCode })));

function GroupBody({ bookId, groupId }: { bookId: string; groupId: string }) {
  const navigate = useNavigate();
  const code = encodeBookCode(bookId);
  const link = `${window.location.origin}/book/${code}/groupbuy/${groupId}`;
  const { share, guide } = useShare();
  const book = useRequest((id: string) =>
    callApi(books.getLibraryBook, { path: { library_book_id: id }, noToast: true }),
  );
  const { run } = book;
  useEffect(() => {
    run(bookId);
  }, [bookId, run]);
  const { view, send } = useGroupBuy({
    bookId,
    groupId,
    resume: useResumeQuery(),
    navigate: (to) => void navigate(to, { replace: true }),
    onGroupOpened: () => {},
  });
  const toBook = () => void navigate(`/book/${code}`);
  const home = () => void navigate('/');
  const open = useFeatureFlag('group_buy');

  if (view.kind === 'loading') return <GroupSkeleton />;
  if (view.kind === 'failed')
    return <GroupLoadFailed error={view.error} onRetry={() => send({ type: 'group.retry' })} onHome={home} />;
  if (view.kind === 'notFound' || !view.group) return <GroupGone onBook={toBook} onHome={home} />;
  const group = view.group;
  const copy = groupCopy(view, group, {
    join: () => send({ type: 'group.join' }),
    joinFree: () => send({ type: 'group.joinFree' }),
    complete: () => send({ type: 'group.complete' }),
    cancel: () => send({ type: 'group.cancel' }),
    dismiss: () => send({ type: 'dismiss' }),
    invite: () => share({ ...groupShareCopy(group), link, imgUrl: shareImage() }),
    openBook: toBook,
    openApp: () => void navigate('/go/landing'),
  });
  const inGroup = view.kind === 'leader' || view.kind === 'member';
  return (
    <>
      {!open && <FeaturePaused {...GROUP_BUY_PAUSED} />}
      <GroupPanel
        book={{ title: group.book_title, cover: book.result?.cover_url ?? null, onOpen: toBook }}
        groupPrice={group.group_price}
        originalPrice={view.config?.original_price ?? book.result?.price ?? null}
        groupSize={group.group_size}
        remainingMs={group.status === 'OPEN' && view.kind !== 'cancelled' ? group.remaining_ms : null}
        seats={<GroupSeats members={group.members} size={group.group_size} open={group.status === 'OPEN'} />}
        notice={view.notice}
        {...copy}
        actions={view.payment || !open ? [] : copy.actions}
      >
        {view.payment && <PaymentStatusView status={view.payment} />}
        {inGroup && (
          <GroupQrShare>
            <Suspense fallback={<Skeleton width={132} height={132} />}>
              <QrCode value={link} label={GROUP_QR_LABEL} size={132} />
            </Suspense>
          </GroupQrShare>
        )}
      </GroupPanel>
      {guide}
      {view.dialog && (
        <Suspense fallback={null}>
          <GroupDialogs
            dialog={view.dialog}
            onDismiss={() => send({ type: 'dismiss' })}
            onConfirm={() => send({ type: 'confirm' })}
          />
        </Suspense>
      )}
    </>
  );
}

/** /book/:id/groupbuy/:parentInstanceId: one group of a book, to join, share, cancel or see how it ended. */
export default function GroupBuyScreen() {
  const params = useParams();
  const bookId = bookIdFromParam(params.id);
  const groupId = params.parentInstanceId ?? '';
  const navigate = useNavigate();
  return (
    <TitledScreen>
      <Stack p="md">
        {bookId ? (
          <GroupBody key={`${bookId}/${groupId}`} bookId={bookId} groupId={groupId} />
        ) : (
          <GroupLinkInvalid onLibrary={() => void navigate('/sale/cm')} />
        )}
      </Stack>
    </TitledScreen>
  );
}
