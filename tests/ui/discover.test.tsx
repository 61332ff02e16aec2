// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FollowedBooksStrip } from '../../src/ui/me/FollowedBooksStrip';
import { StudyRank } from '../../src/ui/library/StudyRank';
import { SearchView } from '../../src/ui/search/SearchView';
import { DepositPacks } from '../../src/ui/wallet/DepositPacks';
import { renderRoute, renderUi, signInOnDemo } from './render';

afterEach(cleanup);

const PACKS = {
  kind: 'ready' as const,
  packs: [
    { skuId: 'coins_600', coins: 600, bonusCoins: 0, price: 600 },
    { skuId: 'coins_3000', coins: 3000, bonusCoins: 300, price: 3000 },
  ],
};
const handlers = () => ({ onChoose: vi.fn(), onPay: vi.fn(), onCheck: vi.fn(), onClose: vi.fn() });

describe('issue 55 充值金币 (DepositPacks)', () => {
  test('a pack is chosen before 立即充值, which then names its price', async () => {
    const h = handlers();
    const { rerender } = renderUi(
      <DepositPacks packs={PACKS} topUp={{ kind: 'choosing', skuId: null, busy: false }} {...h} />,
    );
    expect(screen.getByRole('button', { name: '请选择充值套餐' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '3,300 金币 ¥30.00' }));
    expect(h.onChoose).toHaveBeenCalledWith('coins_3000');
    rerender(<DepositPacks packs={PACKS} topUp={{ kind: 'choosing', skuId: 'coins_3000', busy: false }} {...h} />);
    await userEvent.click(screen.getByRole('button', { name: '立即充值 ¥30.00' }));
    expect(h.onPay).toHaveBeenCalledOnce();
  });

  test('the payment’s outcome shows even when the packs could not load: 继续支付 and 我已完成支付, then 充值成功', async () => {
    const h = handlers();
    const failed = { kind: 'failed' as const, error: '网络异常', onRetry: vi.fn() };
    const { rerender } = renderUi(<DepositPacks packs={failed} topUp={{ kind: 'cancelled' }} {...h} />);
    await userEvent.click(screen.getByRole('button', { name: '继续支付' }));
    await userEvent.click(screen.getByRole('button', { name: '我已完成支付' }));
    expect([h.onPay.mock.calls.length, h.onCheck.mock.calls.length]).toEqual([1, 1]);
    rerender(<DepositPacks packs={failed} topUp={{ kind: 'paid' }} {...h} />);
    expect(screen.getByRole('status').textContent).toBe('充值成功，金币已到账');
  });
});

describe('issue 55 学习榜 and 关注的作者上新', () => {
  test('an empty rank list shows nothing at all; otherwise the reader’s own place, even outside the top', () => {
    const { container, rerender } = renderUi(<StudyRank rows={[]} me={{ rank: 14, cards: 25 }} />);
    expect(container.querySelector('section')).toBeNull();
    rerender(
      <StudyRank
        rows={[{ rank: 1, nickname: '考研冲冲冲', avatarUrl: null, cards: 420, mine: false }]}
        me={{ rank: 14, cards: 25 }}
      />,
    );
    expect(screen.getByRole('note', { name: '我的排名' }).textContent).toContain('我的排名：第 14 名');
    rerender(
      <StudyRank
        rows={[{ rank: 1, nickname: 'A', avatarUrl: null, cards: 9, mine: false }]}
        me={{ rank: null, cards: 0 }}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('本周还没有学习这本书');
  });

  test('the followed authors’ books mark the new ones and count them; none, no section', () => {
    const { container, rerender } = renderUi(
      <FollowedBooksStrip books={[]} newCount={0} onOpen={vi.fn()} onAll={vi.fn()} />,
    );
    expect(container.querySelector('section')).toBeNull();
    const book = { href: '/book/BK16', title: '病理学图解卡', author: '医学生小周', cover: '', isNew: true };
    rerender(<FollowedBooksStrip books={[book]} newCount={1} onOpen={vi.fn()} onAll={vi.fn()} />);
    expect(screen.getByLabelText('1本新书')).toBeTruthy();
    expect(screen.getByLabelText('新')).toBeTruthy();
  });
});

describe('issue 55 搜索 (SearchView)', () => {
  test('the keyword is marked in a note’s snippet as text, never as markup', () => {
    renderUi(
      <SearchView
        state={{
          text: '词汇',
          keyword: '词汇',
          tab: 'notes',
          body: { kind: 'results', results: { books: [], notes: [], creators: [] } },
        }}
        lists={{
          books: [],
          creators: [],
          notes: [{ id: '1', href: '/book/BK1', position: 1, bookTitle: '四级', snippet: '<b>词汇</b>按词根记' }],
        }}
        onType={vi.fn()}
        onSubmit={vi.fn()}
        onClear={vi.fn()}
        onTab={vi.fn()}
        onRetry={vi.fn()}
        onClearRecent={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['词汇']);
    expect(document.querySelector('b')).toBeNull();
  });

  test('/search?q=词汇 on the demo finds the author, the books and the notes in 全部', async () => {
    await signInOnDemo('13912340071');
    renderRoute('/search?q=词汇');
    expect((await screen.findAllByText('来自《四级核心词汇》', {}, { timeout: 5000 })).length).toBe(2);
    expect(within(document.body).getAllByText('林老师').length).toBeGreaterThan(0);
  });

  test('/me/wallet signed out asks to sign in', async () => {
    renderRoute('/me/wallet');
    expect(await screen.findByText('登录后查看钱包')).toBeTruthy();
  });
});
