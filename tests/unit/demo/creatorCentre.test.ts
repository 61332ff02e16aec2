import { describe, expect, test } from 'vitest';
import { CREATOR_SEED } from '../../../src/demo/creatorSeed';
import { DOWNLOAD_TOKEN_TTL_MS } from '../../../src/demo/handlers/creatorCentre';
import { AUTHOR_PHONES } from '../../../src/demo/personas';
import { downloadCreatorFile, DownloadRefused } from '../../../src/services/creatorDownload';
import { BASE, clock, device, failure, payAtCashier } from './harness';

const LIN = AUTHOR_PHONES['900001']!;
const ZHOU = AUTHOR_PHONES['900002']!;
const SHU = AUTHOR_PHONES['900003']!;

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const allOrders = (d: ReturnType<typeof device>, filter_type: 'ALL' | 'PAID' | 'REFUNDED' = 'ALL') =>
  d.api.order.listCreatorOrders({ query: { filter_type }, body: { page_size: 50 } });

describe('README 创作者中心 seed: each author persona signs in with its phone and is an approved creator', () => {
  test('医学生小周 (900002) keeps its user id and public page, and has 40 orders over 90 days, 2 refunded', async () => {
    const d = await as(ZHOU);
    expect(String((await d.api.auth.getMyInfo()).user_id)).toBe('900002');
    expect((await d.api.creator.getApplicationStatus()).status).toBe('APPROVED');
    const all = await allOrders(d);
    expect(all.total).toBe(CREATOR_SEED.ordersPerAuthor);
    expect((await allOrders(d, 'REFUNDED')).total).toBe(2);
    expect((await allOrders(d, 'PAID')).total).toBe(38);
    const oldest = Date.parse(all.items.at(-1)!.paid_at);
    expect(clock.now - oldest).toBeLessThanOrEqual(90 * 86_400_000);
    expect(new Set(all.items.map((o) => o.book_title))).toEqual(
      new Set(['系统解剖学要点', '药理学速记', '执业医师考点', '生理学核心概念']),
    );
    expect((await device().api.user.getBasicInfo({ path: { user_id: '900002' } })).nickname).toBe('医学生小周');
  });

  test('林老师 (900001) also sees the paid group-buy order of the seeded group on book 1', async () => {
    const all = await allOrders(await as(LIN));
    expect(all.total).toBe(CREATOR_SEED.ordersPerAuthor + 1);
    expect(all.items.filter((o) => o.buyer === '花**' && o.book_title === '四级核心词汇')).toHaveLength(1);
  });

  test('buyers are masked, a refunded order earns nothing, and the figures add up (70 % of paid sales)', async () => {
    const d = await as(LIN);
    const { items, summary } = await allOrders(d);
    expect(items.every((o) => /^.\*\*$/.test(o.buyer))).toBe(true);
    expect(items.filter((o) => o.status === 'REFUNDED').map((o) => o.income)).toEqual([0, 0]);
    const paid = items.filter((o) => o.status === 'PAID');
    expect(summary.total_income).toBe(paid.reduce((sum, o) => sum + Math.round(o.amount * 0.7), 0));
    expect(summary.month_orders).toBeGreaterThan(0);
    expect(summary.month_income).toBeLessThan(summary.total_income);
  });

  test('pages of 10 by default, has_more until the last; a bad page or filter is a 400', async () => {
    const d = await as(LIN);
    const first = await d.api.order.listCreatorOrders({ body: {} });
    expect([first.items.length, first.page_number, first.has_more]).toEqual([10, 1, true]);
    const last = await d.api.order.listCreatorOrders({ body: { page_number: 5 } });
    expect([last.items.length, last.has_more]).toEqual([1, false]);
    const badFilter = await failure(
      d.api.order.listCreatorOrders({ query: { filter_type: 'X' as 'ALL' }, body: {}, noToast: true }),
    );
    expect(badFilter.status).toBe(400);
    expect((await failure(d.api.order.listCreatorOrders({ body: { page_number: 0 }, noToast: true }))).status).toBe(
      400,
    );
  });

  test('an account that is not an approved creator is refused the orders (403) and must sign in first (401)', async () => {
    const d = await as('13912340071');
    const refused = await failure(d.api.order.listCreatorOrders({ body: {}, noToast: true }));
    expect([refused.status, refused.serverMessage]).toEqual([403, '你还不是创作者，请先申请']);
    expect((await failure(device().api.order.listCreatorOrders({ body: {}, noToast: true }))).status).toBe(401);
  });
});

describe('issue: downloads use a one-time token, never the session token (DESIGN §11)', () => {
  const deps = (d: ReturnType<typeof device>, urls: string[] = [], init: RequestInit[] = []) => ({
    api: d.api,
    apiURL: BASE,
    fetch: ((url: string, options: RequestInit) => {
      urls.push(url);
      init.push(options);
      return fetch(url, options);
    }) as typeof fetch,
  });

  test('下载收入明细 is a real CSV (text/csv, a dated file name) fetched with a one-time token in its URL', async () => {
    const d = await as(LIN);
    const token = await d.login(LIN);
    const urls: string[] = [];
    const init: RequestInit[] = [];
    const file = await downloadCreatorFile(deps(d, urls, init), 'incomeDetail');
    expect(file.filename).toBe('income-detail-2026-11-21.csv');
    expect(file.blob.type).toMatch(/^text\/csv/);
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日期,订单号,书籍,订单金额(元),我的收入(元),状态');
    expect(lines).toHaveLength(1 + CREATOR_SEED.ordersPerAuthor + 1);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/\/order\/v1\/creator\/download\/excel\/income_detail\?token=dl_\w+$/);
    expect(urls[0]).not.toContain(token);
    expect(init[0]).toMatchObject({ credentials: 'omit' });
    expect(JSON.stringify(init[0])).not.toContain(token);
  });

  test('下载订单 lists the orders with masked buyers', async () => {
    const d = await as(LIN);
    const file = await downloadCreatorFile(deps(d), 'orders');
    expect(file.filename).toBe('creator-orders-2026-11-21.csv');
    const text = await file.blob.text();
    expect(text).toContain('订单号,书籍,买家,金额(元),状态,支付时间');
    expect(text).toContain('已退款');
    expect(text).not.toMatch(/,(王|李)小雨,/);
  });

  test('the one-time token is refused on a second use (403), and the refusal is the user message', async () => {
    const d = await as(LIN);
    const { token } = await d.api.auth.generateDownloadToken();
    const url = `${BASE}/order/v1/creator/my/download/excel?token=${token}`;
    expect((await fetch(url)).status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ message: '下载链接已失效，请重新下载' });
    const refusing = { ...deps(d), fetch: (() => fetch(url)) as typeof fetch };
    await expect(downloadCreatorFile(refusing, 'orders')).rejects.toEqual(
      new DownloadRefused(403, '下载链接已失效，请重新下载'),
    );
  });

  test('an expired token (410) is replaced once with a fresh one; expired twice is the user message', async () => {
    const d = await as(LIN);
    const urls: string[] = [];
    let expireNext = 1;
    const expiring = {
      ...deps(d),
      fetch: ((url: string, options: RequestInit) => {
        urls.push(url);
        if (expireNext-- > 0) clock.now += DOWNLOAD_TOKEN_TTL_MS + 1;
        return fetch(url, options);
      }) as typeof fetch,
    };
    const file = await downloadCreatorFile(expiring, 'orders');
    expect(file.filename).toMatch(/^creator-orders-/);
    expect(urls).toHaveLength(2);
    expect(new Set(urls).size).toBe(2);
    expireNext = 2;
    await expect(downloadCreatorFile(expiring, 'orders')).rejects.toEqual(
      new DownloadRefused(410, '下载链接已过期，请重新下载'),
    );
  });

  test('a token of an account that is not a creator downloads nothing', async () => {
    const d = await as('13912340072');
    await expect(downloadCreatorFile(deps(d), 'incomeDetail')).rejects.toEqual(
      new DownloadRefused(403, '你还不是创作者，请先申请'),
    );
  });
});

describe('issue: the sharer loop, a book order through /book/1/u/900003 shows in 900003 推广订单 (demo rule 10 %)', () => {
  test('a new user buys book 1 from the sharer page; 历史迷阿树 sees it with ¥1.99 commission', async () => {
    const shu = await as(SHU);
    const before = await shu.api.order.listMarketingOrders({ body: {} });
    expect(before.total).toBe(CREATOR_SEED.shared.length);
    const buyer = await as('13912340073');
    const order = await buyer.api.order.createBookOrder({
      path: { library_book_id: '1' },
      body: { sharer_id: '900003' },
    });
    await payAtCashier(buyer, order.order_id);
    expect((await buyer.api.order.getOrder({ path: { order_id: order.order_id } })).status).toBe('PAID');
    const after = await shu.api.order.listMarketingOrders({ body: {} });
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({
      order_id: order.order_id,
      book_title: '四级核心词汇',
      buyer: '花**',
      amount: 1990,
      commission: 199,
      status: 'PAID',
    });
    expect(after.summary.total_commission).toBe(before.summary.total_commission + 199);
  });

  test('an unpaid order through the link is not listed; the books to promote carry their commission', async () => {
    const shu = await as(SHU);
    const buyer = await as('13912340074');
    await buyer.api.order.createBookOrder({ path: { library_book_id: '3' }, body: { sharer_id: '900003' } });
    expect((await shu.api.order.listMarketingOrders({ body: {} })).total).toBe(CREATOR_SEED.shared.length);
    const { items } = await shu.api.books.listMarketingBooks({ body: {} });
    expect(items.find((b) => b.library_book_id === '1')).toMatchObject({ price: 1990, commission: 199 });
    expect(items.some((b) => b.price === 0)).toBe(false);
  });
});

describe('issue: 读者反馈, feedback/v1/query/creator/{status}, read and reply', () => {
  test('林老师 has 4 unread and 2 read; one holds markup, kept as the reader typed it', async () => {
    const d = await as(LIN);
    const unread = await d.api.feedback.queryCreatorFeedback({ path: { status: 'unread' }, body: {} });
    const read = await d.api.feedback.queryCreatorFeedback({ path: { status: 'read' }, body: {} });
    expect([unread.total, read.total]).toEqual([4, 2]);
    expect(unread.items.some((f) => f.content.startsWith('<img src=x onerror='))).toBe(true);
    const other = await as(ZHOU);
    expect((await other.api.feedback.queryCreatorFeedback({ path: { status: 'unread' }, body: {} })).total).toBe(0);
  });

  test('opening one marks it read; a reply is kept, trimmed, and marks it read too', async () => {
    const d = await as(LIN);
    const [first, second] = (await d.api.feedback.queryCreatorFeedback({ path: { status: 'unread' }, body: {} })).items;
    expect((await d.api.feedback.markRead({ path: { feedback_id: first!.feedback_id }, body: {} })).read).toBe(true);
    const replied = await d.api.feedback.updateFeedback({
      path: { feedback_id: second!.feedback_id },
      body: { reply: '  谢谢指正，已更新  ' },
    });
    expect(replied).toMatchObject({ reply: '谢谢指正，已更新', read: true });
    expect((await d.api.feedback.queryCreatorFeedback({ path: { status: 'unread' }, body: {} })).total).toBe(2);
  });

  test('an empty or over-long reply, another creator’s feedback, and a bad status are refused', async () => {
    const d = await as(LIN);
    const [first] = (await d.api.feedback.queryCreatorFeedback({ path: { status: 'unread' }, body: {} })).items;
    const path = { feedback_id: first!.feedback_id };
    const empty = await failure(d.api.feedback.updateFeedback({ path, body: { reply: '   ' }, noToast: true }));
    expect([empty.status, empty.serverMessage]).toEqual([400, '请输入回复内容']);
    const long = await failure(
      d.api.feedback.updateFeedback({ path, body: { reply: '好'.repeat(501) }, noToast: true }),
    );
    expect(long.serverMessage).toBe('回复不能超过500字');
    const zhou = await as(ZHOU);
    expect((await failure(zhou.api.feedback.markRead({ path, body: {}, noToast: true }))).status).toBe(404);
    const bad = await failure(
      d.api.feedback.queryCreatorFeedback({ path: { status: 'all' }, body: {}, noToast: true }),
    );
    expect(bad.status).toBe(400);
  });
});
