import { describe, expect, test } from 'vitest';
import { confirmCharge, PAYMENT_SETTLE_MS } from '../../../src/demo/handlers/settle';
import { LEASE_DAYS } from '../../../src/demo/handlers/leaseRules';
import { SEED_BOOKS, SEED_CATEGORIES } from '../../../src/demo/library/seed';
import { PERSONA } from '../../../src/demo/personas';
import type { PaymentResponse } from '../../../src/services/api/payment';
import { clock, device, failure, payAtCashier, store } from './harness';

const DAY = 86_400_000;
const RETURN = 'https://h5.demo.test/go/pingppCallback?order_id=1';

async function reader(phone = '13912345678') {
  const d = device();
  await d.login(phone);
  return d;
}

describe('demo library seed (same in every browser)', () => {
  test('at least 12 books with ids 1..12 in at least 3 categories, each with a generated SVG cover and no external image', async () => {
    const d = device();
    const { items, total } = await d.api.books.listLibrary({ query: { page_size: 50 } });
    expect(total).toBeGreaterThanOrEqual(12);
    const ids = items.map((b) => Number(b.library_book_id)).sort((a, b) => a - b);
    expect(ids.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(items.map((b) => b.category_id)).size).toBeGreaterThanOrEqual(3);
    for (const book of items) expect(book.cover_url).toMatch(/^data:image\/svg\+xml,/);
    const { categories } = await d.api.books.listCategories();
    expect(categories.length).toBe(SEED_CATEGORIES.length);
  });

  test('book 3 is the same book on any fresh backend (the seed is fixed)', async () => {
    const first = await device().api.books.getLibraryBook({ path: { library_book_id: 3 } });
    store.reset();
    const again = await device().api.books.getLibraryBook({ path: { library_book_id: 3 } });
    expect(again).toEqual(first);
    expect(first.title).toBe(SEED_BOOKS[2]!.title);
  });

  test('an unknown book id answers 404 书籍不存在', async () => {
    const error = await failure(device().api.books.getLibraryBook({ path: { library_book_id: 999 }, noToast: true }));
    expect([error.status, error.serverMessage]).toEqual([404, '书籍不存在']);
  });
});

describe('demo library list', () => {
  test('filters by category, sorts by order_by, and pages with has_more', async () => {
    const d = device();
    const byPrice = await d.api.books.listLibrary({ query: { order_by: 'price', page_size: 50 } });
    const prices = byPrice.items.map((b) => b.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const medical = await d.api.books.listLibrary({ query: { category: '3', page_size: 50 } });
    expect(medical.items.every((b) => b.category_id === '3')).toBe(true);
    const first = await d.api.books.listLibrary({ query: { page_size: 5, page_number: 1 } });
    const last = await d.api.books.listLibrary({ query: { page_size: 5, page_number: 3 } });
    expect(first.has_more).toBe(true);
    expect(last.has_more).toBe(false);
    expect((await failure(d.api.books.listLibrary({ query: { order_by: 'x' }, noToast: true }))).status).toBe(400);
  });

  test('a keyword (filter_by) finds titles and authors, and hints come from the same names', async () => {
    const d = device();
    const found = await d.api.books.listLibrary({ query: { filter_by: '词汇', page_size: 50 } });
    expect(found.items.map((b) => b.title)).toEqual(expect.arrayContaining(['四级核心词汇', '六级词汇精讲']));
    const { hints } = await d.api.books.getSearchHints({ query: { keyword: '日语' } });
    expect(hints).toContain('日语角');
  });
});

describe('demo library rules', () => {
  test('a bought book is owned: paying its order makes the list, the info and the order query say so', async () => {
    const d = await reader();
    const order = await d.api.order.createBookOrder({ path: { library_book_id: 3 }, body: {} });
    expect(order.amount).toBe(SEED_BOOKS[2]!.price);
    expect((await d.api.order.getBookOrder({ path: { library_book_id: 3 } })).owned).toBe(false);
    const res = (await d.api.payment.payOrder({
      path: { order_id: order.order_id },
      body: { channel: 'PING_PP', success_url: RETURN },
    })) as Extract<PaymentResponse, { charge: unknown }>;
    store.change((s) => confirmCharge(s, res.charge.id, clock.now));
    clock.now += PAYMENT_SETTLE_MS;
    expect((await d.api.order.getOrder({ path: { order_id: order.order_id } })).status).toBe('PAID');
    expect((await d.api.order.getBookOrder({ path: { library_book_id: 3 } })).owned).toBe(true);
    expect((await d.api.books.getLibraryBook({ path: { library_book_id: 3 } })).access).toBe('OWNED');
    const again = await failure(d.api.order.createBookOrder({ path: { library_book_id: 3 }, body: {}, noToast: true }));
    expect(again.serverMessage).toBe('你已拥有这本书');
  });

  test('one pending order per reader and book is reused; a free book is owned at once', async () => {
    const d = await reader();
    const a = await d.api.order.createBookOrder({ path: { library_book_id: 1 }, body: {} });
    const b = await d.api.order.createBookOrder({ path: { library_book_id: 1 }, body: {} });
    expect(b.order_id).toBe(a.order_id);
    const free = await d.api.order.createBookOrder({ path: { library_book_id: 4 }, body: {} });
    expect([free.amount, free.status]).toEqual([0, 'PAID']);
    expect((await d.api.books.getLibraryBook({ path: { library_book_id: 4 } })).access).toBe('OWNED');
  });

  test('the new-reader coupon takes ¥5 off an order of ¥10 or more, and is spent once paid', async () => {
    const d = await reader();
    const { coupons } = await d.api.order.getMyCoupons();
    expect(coupons).toHaveLength(1);
    const coupon = coupons[0]!;
    const cheap = await failure(
      d.api.order.createBookOrder({
        path: { library_book_id: 11 },
        body: { coupon_id: coupon.coupon_id },
        noToast: true,
      }),
    );
    expect(cheap.serverMessage).toBe('优惠券不可用');
    const order = await d.api.order.createBookOrder({
      path: { library_book_id: 1 },
      body: { coupon_id: coupon.coupon_id },
    });
    expect(order.amount).toBe(SEED_BOOKS[0]!.price - 500);
    const res = (await d.api.payment.payOrder({
      path: { order_id: order.order_id },
      body: { channel: 'PING_PP', success_url: RETURN },
    })) as Extract<PaymentResponse, { charge: unknown }>;
    store.change((s) => confirmCharge(s, res.charge.id, clock.now));
    clock.now += PAYMENT_SETTLE_MS;
    await d.api.order.getOrder({ path: { order_id: order.order_id } });
    expect((await d.api.order.getMyCoupons()).coupons).toEqual([]);
  });

  test('issue 39: coupon/v1/my with an order_id names the coupon that order used, spent since; none for another order', async () => {
    const d = await reader();
    const [coupon] = (await d.api.order.getMyCoupons()).coupons;
    const order = await d.api.order.createBookOrder({
      path: { library_book_id: 1 },
      body: { coupon_id: coupon!.coupon_id },
    });
    await payAtCashier(d, order.order_id);
    await d.api.order.getOrder({ path: { order_id: order.order_id } });
    expect((await d.api.order.getMyCoupons({ query: { order_id: order.order_id } })).coupons).toEqual([coupon]);
    const plain = await d.api.order.createBookOrder({ path: { library_book_id: 2 }, body: {} });
    expect((await d.api.order.getMyCoupons({ query: { order_id: plain.order_id } })).coupons).toEqual([]);
  });

  test('a VIP leases free (an order of 0 yuan, paid at once), and the lease ends after LEASE_DAYS', async () => {
    const vip = await reader(PERSONA.vip);
    const order = await vip.api.books.leaseBookWithPlan({ path: { library_book_id: 6 } });
    expect([order.amount, order.status]).toEqual([0, 'PAID']);
    const lease = await vip.api.books.getBookLease({ path: { library_book_id: 6 } });
    expect([lease.leased, lease.state, lease.with_plan]).toEqual([true, 'ACTIVE', true]);
    expect((await vip.api.books.getLibraryBook({ path: { library_book_id: 6 } })).access).toBe('LEASED');
    clock.now += LEASE_DAYS * DAY + 1;
    await vip.login(PERSONA.vip); // the old session has expired by then
    expect((await vip.api.books.getBookLease({ path: { library_book_id: 6 } })).state).toBe('EXPIRED');
    expect((await vip.api.books.getLibraryBook({ path: { library_book_id: 6 } })).access).toBe('NONE');
  });

  test('comments are paged and the rating comes from them; book 14 has none yet', async () => {
    const d = device();
    const page = await d.api.feedback.listPublicBookFeedback({
      path: { library_book_id: 3 },
      query: { page_size: 2, page_number: 1 },
    });
    expect(page.items).toHaveLength(2);
    expect(page.has_more).toBe(true);
    const ratio = await d.api.feedback.getRemarkRatio({ path: { book_id: 3 } });
    expect(ratio.count).toBe(page.total);
    const none = await d.api.feedback.listPublicBookFeedback({ path: { library_book_id: 14 } });
    expect(none).toEqual({ items: [], total: 0, has_more: false });
  });
});
