import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { normalizeRedeemCode, redeemedGift, type RedeemLog, type RedeemResult } from '../../domain/redeem';
import { RedeemView, type RedeemedNotice } from '../../ui/me/RedeemView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { usePages } from '../usePages';
import { useRequest } from '../useRequest';
import { dateOf, dateTimeOf } from '../vip/dates';

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
 * /me/redeem 兑换码: one call redeems a code (requestMachine: a second tap while it runs sends nothing), the VIP end or
 * the book shows at once, and 兑换记录 reads the log.
 */
export default function Redeem() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedIn = account.kind === 'user';
  const history = usePages(loadLog, signedIn);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<RedeemedNotice | null>(null);
  const redeem = useRequest(
    (typed: string) => api.redeem.consumeCode({ body: { code: normalizeRedeemCode(typed) }, noBadRequestToast: true }),
    (result) => {
      setCode('');
      setNotice(noticeOf(result, (bookId) => void navigate(`/book/${bookId}`)));
      history.reload();
    },
  );

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
        code={code}
        onCodeChange={(value) => {
          setCode(value.toUpperCase());
          if (redeem.error) redeem.reset();
        }}
        onRedeem={() => {
          if (!normalizeRedeemCode(code)) return;
          setNotice(null);
          redeem.run(code);
        }}
        busy={redeem.busy}
        error={redeem.error}
        notice={notice}
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
