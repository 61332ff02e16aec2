import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { redeemedGift, type RedeemLog, type RedeemResult } from '../../domain/redeem';
import { redeemMachine } from '../../machines/redeem.machine';
import { redeemView } from '../../machines/redeem.view';
import { RedeemView, type RedeemedNotice } from '../../ui/me/RedeemView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { usePages } from '../usePages';
import { useLatest, useScreenActor } from '../useScreenActor';
import { dateOf, dateTimeOf } from '../vip/dates';
import { redeemServices } from './redeemServices';

const PAGE_SIZE = 20;

const loadLog = (page_number: number) =>
  api.redeem.listConsumeLogs({ body: { page_number, page_size: PAGE_SIZE }, noToast: true });

const logRow = (log: RedeemLog, index: number) => ({
  key: `${log.code}-${log.consumed_at}-${index}`,
  gift: redeemedGift(log),
  code: log.code,
  time: dateTimeOf(log.consumed_at) ?? '',
});

/**
 * /me/redeem 兑换码: one call redeems a code (redeemMachine: a second tap while it runs sends nothing), the VIP end or
 * the book shows at once, and 兑换记录 reads the log.
 */
export default function Redeem() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const history = usePages(loadLog, signedIn);
  const latestHistory = useLatest(history);
  const actor = useScreenActor(() => ({
    logic: redeemMachine.provide(redeemServices({ api, reloadHistory: () => latestHistory.current.reload() })),
  }));
  const redeem = useMachineView(actor, redeemView);

  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          title="登录后使用兑换码"
          description="兑换的会员天数和书籍会放进你的账号"
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <RedeemView
        code={redeem.code}
        onCodeChange={(value) => actor.send({ type: 'code.change', value })}
        onRedeem={() => actor.send({ type: 'submit' })}
        busy={redeem.kind === 'consuming'}
        error={redeem.error}
        notice={redeem.result && noticeOf(redeem.result, (bookId) => void navigate(`/book/${bookId}`))}
        history={{
          loading: history.loading,
          error: history.error,
          rows: history.items.map(logRow),
          hasMore: history.hasMore,
        }}
        onRetryHistory={history.reload}
        onMoreHistory={history.more}
      />
    </TitledScreen>
  );
}

function noticeOf(result: RedeemResult, openBook: (bookId: string) => void): RedeemedNotice {
  const book = result.book;
  if (book)
    return {
      title: `兑换成功：${redeemedGift(result)}`,
      detail: '这本书已放进你的书架，随时可以学习',
      action: { label: '去看看', onClick: () => openBook(book.library_book_id) },
    };
  return {
    title: `兑换成功：${redeemedGift(result)}`,
    detail: `会员有效期至 ${dateOf(result.vip_end_at) ?? '—'}`,
  };
}
