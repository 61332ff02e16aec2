import { describe, expect, test } from 'vitest';
import { leasePriceOf, MAX_LEASE_AHEAD_DAYS } from '../../../src/demo/handlers/lease';
import { LEASE_DAYS } from '../../../src/demo/handlers/leaseRules';
import { findSeedBook } from '../../../src/demo/library/seed';
import { PERSONA } from '../../../src/demo/personas';
import { clock, device, failure, payAtCashier } from './harness';

const DAY = 86_400_000;

async function reader(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

describe('README "我的书架": the demo backend’s lease rules', () => {
  test('a lease term is LEASE_DAYS for a third of the price (rounded up to 10 fen), free for a VIP', async () => {
    const plain = await reader('13912340060');
    const terms = await plain.api.books.getLease({ query: { resourceId: 3 } });
    expect(findSeedBook('3')!.price).toBe(2990);
    expect([terms.lease_days, terms.price, terms.regular_price, terms.renewal]).toEqual([
      LEASE_DAYS,
      1000,
      1000,
      false,
    ]);
    expect(leasePriceOf({ price: 1590 })).toBe(530);
    expect(Date.parse(terms.ends_at) - Date.parse(terms.starts_at)).toBe(LEASE_DAYS * DAY);
    const vip = await reader(PERSONA.vip);
    expect((await vip.api.books.getLease({ query: { resourceId: 3 } })).price).toBe(0);
  });

  test('a paid lease is an order: the book is leased once it is paid, and a double tap makes one order', async () => {
    const d = await reader('13912340061');
    const path = { library_book_id: 3 };
    const [first, second] = await Promise.all([d.api.books.leaseBook({ path }), d.api.books.leaseBook({ path })]);
    expect(second.order_id).toBe(first.order_id);
    expect([first.status, first.amount, first.sku_name]).toEqual(['PENDING', 1000, '考研英语高频词（租阅30天）']);
    expect((await d.api.books.getBookLease({ path })).state).toBe('NONE');
    await payAtCashier(d, first.order_id);
    expect((await d.api.order.getOrder({ path: { order_id: first.order_id } })).status).toBe('PAID');
    const lease = await d.api.books.getBookLease({ path });
    expect([lease.leased, lease.state]).toEqual([true, 'ACTIVE']);
    expect(Date.parse(lease.ends_at!)).toBe(clock.now + LEASE_DAYS * DAY);
  });

  test('a renewal extends from the end of the running lease; once it has ended, from today', async () => {
    const vip = await reader(PERSONA.vip);
    const path = { library_book_id: 7 };
    const seeded = await vip.api.books.getBookLease({ path });
    const renewal = await vip.api.books.getLease({ query: { resourceId: 7 } });
    expect([renewal.renewal, renewal.starts_at]).toEqual([true, seeded.ends_at]);
    await vip.api.books.leaseBook({ path });
    expect(Date.parse((await vip.api.books.getBookLease({ path })).ends_at!)).toBe(
      Date.parse(seeded.ends_at!) + LEASE_DAYS * DAY,
    );
    const ended = await vip.api.books.getBookLease({ path: { library_book_id: 9 } });
    expect([ended.leased, ended.state]).toEqual([false, 'EXPIRED']);
    await vip.api.books.leaseBook({ path: { library_book_id: 9 } });
    expect(Date.parse((await vip.api.books.getBookLease({ path: { library_book_id: 9 } })).ends_at!)).toBe(
      clock.now + LEASE_DAYS * DAY,
    );
  });

  test(`no lease runs more than ${MAX_LEASE_AHEAD_DAYS} days ahead; owned and free books need none`, async () => {
    const vip = await reader(PERSONA.vip);
    const path = { library_book_id: 2 };
    await vip.api.books.leaseBook({ path });
    await vip.api.books.leaseBook({ path });
    const terms = await vip.api.books.getLease({ query: { resourceId: 2 } });
    expect(terms.refusal).toBe(`租期最多续到${MAX_LEASE_AHEAD_DAYS}天后，请临近到期再续租`);
    const refused = await failure(vip.api.books.leaseBook({ path, noToast: true }));
    expect([refused.status, refused.serverMessage]).toEqual([400, terms.refusal]);
    const free = await failure(vip.api.books.leaseBook({ path: { library_book_id: 4 }, noToast: true }));
    expect(free.serverMessage).toBe('免费书籍可直接领取');
  });

  test('a lease with a plan opens the study plan at once; a lease order is not refunded', async () => {
    const d = await reader('13912340062');
    const order = await d.api.books.leaseBookWithPlan({ path: { library_book_id: 5 } });
    await payAtCashier(d, order.order_id);
    const lease = await d.api.books.getBookLease({ path: { library_book_id: 5 } });
    expect(lease.with_plan).toBe(true);
    const plan = await d.api.study.getStudyPlan({ body: { deck_id: '5' } });
    expect([plan.daily_new_cards, plan.daily_review_limit]).toEqual([20, 200]);
    const refund = await failure(d.api.order.refundOrder({ path: { order_id: order.order_id }, noToast: true }));
    expect(refund.serverMessage).toBe('租阅订单不支持退款');
  });

  test('the VIP persona’s shelf: one lease running with a plan, one about to end, one ended, newest first', async () => {
    const vip = await reader(PERSONA.vip);
    const page = await vip.api.books.listMyBooks({ query: { page_number: 1, page_size: 20 } });
    expect(page.items.map((b) => [b.library_book_id, b.hold, b.access])).toEqual([
      ['2', 'LEASED', 'LEASED'],
      ['7', 'LEASED', 'LEASED'],
      ['9', 'LEASED', 'NONE'],
    ]);
    const near = await vip.api.books.getBookLease({ path: { library_book_id: 7 } });
    expect(Date.parse(near.ends_at!) - clock.now).toBe(2 * DAY);
  });

  test('a later page asked with the version of a shelf that changed since is refused with 409', async () => {
    const vip = await reader(PERSONA.vip);
    const first = await vip.api.books.listMyBooks({ query: { page_number: 1, page_size: 2 } });
    expect(first.has_more).toBe(true);
    const second = await vip.api.books.listMyBooks({ query: { page_number: 2, page_size: 2, version: first.version } });
    expect(second.items.map((b) => b.library_book_id)).toEqual(['9']);
    await vip.api.books.leaseBook({ path: { library_book_id: 3 } });
    const stale = await failure(
      vip.api.books.listMyBooks({ query: { page_number: 2, page_size: 2, version: first.version }, noToast: true }),
    );
    expect([stale.status, stale.serverMessage]).toEqual([409, '书架有变动，请从头刷新']);
  });
});
