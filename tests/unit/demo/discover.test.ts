import { describe, expect, test } from 'vitest';
import { DEPOSIT_SKUS } from '../../../src/demo/catalogueData';
import { decodeQuote, decodeRankList } from '../../../src/domain/discover';
import { decodeFollowedBooks } from '../../../src/domain/follow';
import { decodeAppSearch, decodeNoteHits } from '../../../src/domain/search';
import { publishNextBook } from '../../../src/demo/handlers/releases';
import { PERSONA } from '../../../src/demo/personas';
import { clock, device, failure, payAtCashier, state, store } from './harness';

const LEARNER = '13912340055';
const LIN = '900001';

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

describe('issue 55 钱包充值: a top-up pack is an order with the VIP order’s rules', () => {
  test('the packs are listed; a paid top-up adds the pack’s coins once, and shows in 我的订单', async () => {
    const d = await as(LEARNER);
    const { skus } = await d.api.user.getDepositSkus();
    expect(skus.map((s) => s.sku_id)).toEqual(DEPOSIT_SKUS.map((s) => s.sku_id));
    const before = (await d.api.user.getWallet()).balance;
    const order = await d.api.user.buyDeposit({ body: { sku_id: 'coins_3000' } });
    expect(order).toMatchObject({ status: 'PENDING', amount: 3000, sku_name: '充值3300金币' });
    await payAtCashier(d, order.order_id);
    expect((await d.api.order.getOrder({ path: { order_id: order.order_id } })).status).toBe('PAID');
    expect((await d.api.user.getWallet()).balance).toBe(before + 3300);
    // Reading it again settles nothing twice.
    await d.api.order.getOrder({ path: { order_id: order.order_id } });
    expect((await d.api.user.getWallet()).balance).toBe(before + 3300);
    const mine = await d.api.order.listVipOrders({ query: {} });
    expect(mine.items[0]).toMatchObject({ order_id: order.order_id, kind: 'deposit', refundable: false });
  });

  test('a double tap gets the same pending order; an unknown pack is refused', async () => {
    const d = await as(LEARNER);
    const [a, b] = await Promise.all([
      d.api.user.buyDeposit({ body: { sku_id: 'coins_600' } }),
      d.api.user.buyDeposit({ body: { sku_id: 'coins_600' } }),
    ]);
    expect(a.order_id).toBe(b.order_id);
    expect(state().orders.filter((o) => o.deposit)).toHaveLength(1);
    const refused = await failure(d.api.user.buyDeposit({ body: { sku_id: 'coins_1' }, noToast: true }));
    expect(refused).toMatchObject({ status: 400, serverMessage: '充值套餐不存在或已下架' });
  });
});

describe('issue 55 关注: 我的关注, 粉丝 and the followed authors’ new books', () => {
  test('following lists the author, newest first; the author’s 粉丝 lists the reader', async () => {
    const d = await as(LEARNER);
    await d.api.user.setFollowing({ path: { userId: LIN, operation: 'follow' }, body: {} });
    await d.api.user.setFollowing({ path: { userId: '900004', operation: 'follow' }, body: {} });
    const page = await d.api.user.listFollowers({ body: { type: 'following' } });
    expect(page.items.map((r) => r.nickname)).toEqual(['日语角', '林老师']);
    const lin = await as('13800090001');
    const fans = await lin.api.user.listFollowers({ body: { type: 'followers' } });
    expect(fans.items.map((r) => r.user_id)).toContain(String(state().users.find((u) => u.phone === LEARNER)!.user_id));
  });

  test('the followed authors’ books come newest first; a book published early by 作者发布新书 leads them', async () => {
    const d = await as(LEARNER);
    expect(decodeFollowedBooks(await d.api.books.listFollowerBooks({ body: {} })).items).toEqual([]);
    await d.api.user.setFollowing({ path: { userId: LIN, operation: 'follow' }, body: {} });
    const before = decodeFollowedBooks(await d.api.books.listFollowerBooks({ body: {} }));
    expect(before.items.every((b) => b.author.user_id === LIN)).toBe(true);
    const dates = before.items.map((b) => Date.parse(b.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(before.items.map((b) => b.title)).not.toContain('托福阅读词汇');
    expect((await failure(d.api.books.getLibraryBook({ path: { library_book_id: '15' }, noToast: true }))).status).toBe(
      404,
    );
    expect(store.change((s) => publishNextBook(s, clock.now))).toBe('林老师 发布了新书《托福阅读词汇》');
    const after = decodeFollowedBooks(await d.api.books.listFollowerBooks({ body: {} }));
    expect(after.items[0]).toMatchObject({ title: '托福阅读词汇', published_at: new Date(clock.now).toISOString() });
    expect((await d.api.books.getLibraryBook({ path: { library_book_id: '15' } })).title).toBe('托福阅读词汇');
  });

  test('signed out, the lists answer 401', async () => {
    expect((await failure(device().api.books.listFollowerBooks({ body: {}, noToast: true }))).status).toBe(401);
  });
});

describe('issue 55 搜索: books, notes and authors for one keyword', () => {
  test('词汇 finds a book, a note and an author in 全部 and in each tab', async () => {
    const d = device();
    const all = decodeAppSearch(await d.api.misc.searchApp({ query: { q: '词汇' } }));
    expect(all.books.length).toBeGreaterThan(0);
    expect(all.notes[0]!.snippet).toContain('词汇');
    expect(all.creators.map((c) => c.nickname)).toContain('林老师');
    expect(decodeNoteHits(await d.api.books.searchNotes({ query: { keyword: '词汇' } })).items.length).toBeGreaterThan(
      2,
    );
    expect((await d.api.user.searchCreators({ query: { keyword: '日语' } })).items[0]!.nickname).toBe('日语角');
  });

  test('an empty keyword is refused; a click event is kept', async () => {
    const d = device();
    expect((await failure(d.api.books.searchNotes({ query: { keyword: ' ' }, noToast: true }))).status).toBe(400);
    await d.api.misc.logSearchClickEvent({
      body: { keyword: '词汇', tab: 'notes', position: 2, id: '70002', event_time: clock.now },
    });
    expect(state().search_clicks).toEqual([{ keyword: '词汇', tab: 'notes', position: 2, id: '70002' }]);
  });
});

describe('issue 55 学习榜, 为你推荐 and 每日一句', () => {
  test('the VIP persona is 7th on a book’s list, and its own place says so', async () => {
    const vip = await as(PERSONA.vip);
    const list = decodeRankList(await vip.api.books.getStudyRankList({ path: { package_uuid: 'pkg-1' } }));
    expect(list.items).toHaveLength(10);
    expect(list.items[6]!.user_id).toBe(state().users.find((u) => u.phone === PERSONA.vip)!.user_id);
    expect(list.me).toEqual({ rank: 7, cards: list.items[6]!.cards });
  });

  test('a reader who studied a little has a place outside the top; one who did not, none; signed out, no place', async () => {
    const d = await as(LEARNER);
    expect(decodeRankList(await d.api.books.getStudyRankList({ path: { package_uuid: 'pkg-1' } })).me).toEqual({
      rank: null,
      cards: 0,
    });
    store.change((s) => {
      s.study_days[s.users.find((u) => u.phone === LEARNER)!.user_id] = 1;
    });
    const list = decodeRankList(await d.api.books.getStudyRankList({ path: { package_uuid: 'pkg-1' } }));
    expect(list.me).toEqual({ rank: 14, cards: 25 });
    expect(list.items.every((r) => r.nickname !== state().users.find((u) => u.phone === LEARNER)!.nickname)).toBe(true);
    expect(
      decodeRankList(await device().api.books.getStudyRankList({ path: { package_uuid: 'pkg-1' } })).me,
    ).toBeNull();
    const missing = await failure(d.api.books.getStudyRankList({ path: { package_uuid: 'nope' }, noToast: true }));
    expect(missing.status).toBe(404);
  });

  test('recommended categories: the VIP persona’s are 语言学习 and 考试备考; another user id is refused', async () => {
    const vip = await as(PERSONA.vip);
    const me = state().users.find((u) => u.phone === PERSONA.vip)!.user_id;
    const { categories } = await vip.api.books.getRecommendedCategories({ query: { user_id: me } });
    expect(categories.slice(0, 2).map((c) => c.name)).toEqual(['语言学习', '考试备考']);
    const other = await failure(vip.api.books.getRecommendedCategories({ query: { user_id: '1' }, noToast: true }));
    expect(other.status).toBe(403);
  });

  test('a quote has its content and author', async () => {
    expect(decodeQuote(await device().api.misc.getRandomQuote())).toMatchObject({ content: expect.any(String) });
  });
});
