import { Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import type { GroupDialogsProps } from '../../ui/groupbuy/GroupDialogs';
import { groupCopy, groupShareCopy } from '../../ui/groupbuy/groupCopy';
import { GroupPanel } from '../../ui/groupbuy/GroupPanel';
import { GroupSeats } from '../../ui/groupbuy/GroupSeats';
import { PaymentStatusView } from '../../ui/pay/PaymentStatusView';
import type { QrCodeProps } from '../../ui/pay/QrCode';
import { StatusView } from '../../ui/shell/StatusView';
import { api } from '../api';
import { useResumeQuery } from '../pay/useResumeQuery';
import { shareImage, useShare } from '../share';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { useGroupBuy } from './useGroupBuy';

/** The group's QR code (and its encoder) loads only for a member, who has a link to share. */
/** The confirmations load the first time one opens (DESIGN §9 route budget). */
const GroupDialogs = lazyChunk<GroupDialogsProps>(() =>
  import('../../ui/groupbuy/GroupDialogs').then((m) => ({ default: m.GroupDialogs })),
);
const QrCode = lazyChunk<QrCodeProps>(() => import('../../ui/pay/QrCode').then((m) => ({ default: m.QrCode })));

function GroupSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="正在加载拼团">
      <Skeleton height={120} radius="lg" />
      <Skeleton height={300} radius="lg" />
    </Stack>
  );
}

function GroupBody({ bookId, groupId }: { bookId: string; groupId: string }) {
  const navigate = useNavigate();
  const code = encodeBookCode(bookId);
  const link = `${window.location.origin}/book/${code}/groupbuy/${groupId}`;
  const { share, guide } = useShare();
  const book = useRequest((id: string) => api.books.getLibraryBook({ path: { library_book_id: id }, noToast: true }));
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
  const home = { label: '回到首页', onClick: () => void navigate('/') };

  if (view.kind === 'loading') return <GroupSkeleton />;
  if (view.kind === 'failed')
    return (
      <StatusView
        mark="!"
        title="拼团加载失败"
        description={view.error}
        actions={[{ label: '重试', primary: true, onClick: () => send({ type: 'group.retry' }) }, home]}
      />
    );
  if (view.kind === 'notFound' || !view.group)
    return (
      <StatusView
        mark="?"
        title="拼团不存在"
        description="这个拼团链接无效，或拼团已被删除。可以去书籍页发起一个新团。"
        actions={[{ label: '去书籍页看看', primary: true, onClick: toBook }, home]}
      />
    );
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
      <GroupPanel
        book={{ title: group.book_title, cover: book.result?.cover_url ?? null, onOpen: toBook }}
        groupPrice={group.group_price}
        originalPrice={view.config?.original_price ?? book.result?.price ?? null}
        groupSize={group.group_size}
        remainingMs={group.status === 'OPEN' && view.kind !== 'cancelled' ? group.remaining_ms : null}
        seats={<GroupSeats members={group.members} size={group.group_size} open={group.status === 'OPEN'} />}
        notice={view.notice}
        {...copy}
        actions={view.payment ? [] : copy.actions}
      >
        {view.payment && <PaymentStatusView status={view.payment} />}
        {inGroup && (
          <Stack align="center" gap={4} py="sm">
            <Suspense fallback={<Skeleton width={132} height={132} />}>
              <QrCode value={link} label="拼团二维码" size={132} />
            </Suspense>
            <Text size="sm" c="dimmed">
              好友扫码或打开链接即可参团
            </Text>
          </Stack>
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
          <StatusView
            mark="?"
            title="拼团不存在"
            description="这个拼团链接无效，请向好友确认链接。"
            actions={[{ label: '去书库看看', primary: true, onClick: () => void navigate('/sale/cm') }]}
          />
        )}
      </Stack>
    </TitledScreen>
  );
}
