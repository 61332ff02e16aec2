import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { redeemedGift, type RedeemLog, type RedeemResult } from '../../domain/redeem';
import { redeemMachine } from '../../machines/redeem.machine';
import { redeemView } from '../../machines/redeem.view';
import { REDEEM_SIGN_IN, RedeemView, type Redeemed } from '../../ui/me/RedeemView';
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
          {...REDEEM_SIGN_IN}
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
        redeemed={redeem.result && redeemedOf(redeem.result, (bookId) => void navigate(`/book/${bookId}`))}
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

function redeemedOf(result: RedeemResult, openBook: (bookId: string) => void): Redeemed {
  const book = result.book;
  const gift = redeemedGift(result);
  return book
    ? { gift, onOpenBook: () => openBook(book.library_book_id) }
    : { gift, vipEnd: dateOf(result.vip_end_at) };
}
