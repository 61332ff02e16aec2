import { Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { GROUP_REFUND_TEXT, seatsLeft, type Group } from '../../domain/groupBuy';
import type { GroupBuyEvent } from '../../machines/groupBuy.machine';
import type { GroupBuyView } from '../../machines/groupBuy.view';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import { GroupPanel } from '../../ui/groupbuy/GroupPanel';
import { GroupSeats } from '../../ui/groupbuy/GroupSeats';
import { PaymentStatusView } from '../../ui/pay/PaymentStatusView';
import type { QrCodeProps } from '../../ui/pay/QrCode';
import { StatusView, type ScreenAction } from '../../ui/shell/StatusView';
import { yuan } from '../../ui/vip/price';
import { api } from '../api';
import { useResumeQuery } from '../pay/useResumeQuery';
import { shareImage, useShare } from '../share';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import type { GroupDialogsProps } from './GroupDialogs';
import { useGroupBuy } from './useGroupBuy';

/** The group's QR code (and its encoder) loads only for a member, who has a link to share. */
/** The confirmations load the first time one opens (DESIGN §9 route budget). */
const GroupDialogs = lazyChunk<GroupDialogsProps>(() =>
  import('./GroupDialogs').then((m) => ({ default: m.GroupDialogs })),
);
const QrCode = lazyChunk<QrCodeProps>(() => import('../../ui/pay/QrCode').then((m) => ({ default: m.QrCode })));

type Shown = Extract<GroupBuyView, { busy: boolean }>;
type Send = (event: GroupBuyEvent) => void;

const standing = (group: Group) => `已有${group.members.length}人参团，还差${seatsLeft(group)}人`;

/** Title, words, tone and actions for where the user stands in this group. */
function copyOf(view: Shown, group: Group, send: Send, go: { book: () => void; app: () => void; share: () => void }) {
  const pay: ScreenAction = {
    label: `立即参团 ${yuan(group.group_price)}`,
    primary: true,
    loading: view.busy,
    onClick: () => send({ type: 'group.join' }),
  };
  const invite: ScreenAction = { label: '邀请好友参团', primary: true, onClick: go.share };
  const cancel: ScreenAction = {
    label: '取消拼团',
    danger: true,
    loading: view.busy,
    onClick: () => send({ type: 'group.cancel' }),
  };
  const restart: ScreenAction = { label: '发起新团', primary: true, onClick: go.book };
  const mine = group.my_role !== null;
  switch (view.kind) {
    case 'visitor':
      return {
        title: standing(group),
        description: '人满即成团，每位成员都将获得这本书；到期未满员自动退款。',
        tone: 'open' as const,
        actions:
          view.freeTimes > 0
            ? [
                pay,
                {
                  label: `免费参团（还剩${view.freeTimes}次）`,
                  onClick: () => send({ type: 'group.joinFree' }),
                  loading: view.busy,
                },
              ]
            : [pay],
      };
    case 'full':
      return {
        title: '这个团已满员',
        description: '名额已被抢完，你可以发起一个新团，邀请好友一起拼。',
        tone: 'open' as const,
        actions: [restart],
      };
    case 'leader':
      return {
        title: standing(group),
        description: '你是团长。邀请好友参团，人满即成团。',
        tone: 'open' as const,
        actions: [
          invite,
          ...(view.passTimes > 0
            ? [
                {
                  label: `使用成团卡（剩${view.passTimes}张）`,
                  onClick: () => send({ type: 'group.complete' }),
                  loading: view.busy,
                },
              ]
            : []),
          cancel,
        ],
      };
    case 'member':
      return {
        title: standing(group),
        description: '你已参团。邀请好友参团，人满即成团。',
        tone: 'open' as const,
        actions: [invite, cancel],
      };
    case 'succeeded':
      return mine
        ? {
            title: '拼团成功',
            description: '这本书已归你所有，打开App开始学习吧。',
            tone: 'success' as const,
            actions: [
              { label: '打开App学习', primary: true, onClick: go.app },
              { label: '查看书籍', onClick: go.book },
            ],
          }
        : {
            title: '这个团已拼成',
            description: '你可以发起一个新团，邀请好友一起拼。',
            tone: 'success' as const,
            actions: [restart],
          };
    case 'cancelled':
      return {
        title: '已取消拼团',
        description: `你已退出这个团。${GROUP_REFUND_TEXT}。`,
        tone: 'ended' as const,
        actions: [{ ...restart, label: '重新发起拼团' }],
      };
    case 'noFreeTimes':
      return {
        title: '免费次数已用完',
        description: '你的免费拼团次数已用完，可以按拼团价参团。',
        tone: 'open' as const,
        actions: [pay, { label: '返回', onClick: () => send({ type: 'dismiss' }) }],
      };
    default:
      return mine
        ? {
            title: group.status === 'CANCELLED' ? '拼团已取消' : '拼团失败',
            description: `到期未满员，拼团失败。${GROUP_REFUND_TEXT}。`,
            tone: 'ended' as const,
            actions: [{ ...restart, label: '重新发起拼团' }],
          }
        : {
            title: '这个团已结束',
            description: '你可以发起一个新团，邀请好友一起拼。',
            tone: 'ended' as const,
            actions: [restart],
          };
  }
}

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
  const shareGroup = () =>
    share({
      title: `还差${seatsLeft(group)}人，和我一起拼《${group.book_title}》`,
      desc: `拼团价${yuan(group.group_price)}，人满即成团`,
      link,
      imgUrl: shareImage(),
    });
  const copy = copyOf(view, group, send, { book: toBook, app: () => void navigate('/go/landing'), share: shareGroup });
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
          <GroupDialogs dialog={view.dialog} send={send} />
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
