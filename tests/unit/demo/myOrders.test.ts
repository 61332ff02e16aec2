import { describe, expect, test } from 'vitest';
import { DAY_MS } from '../../../src/demo/catalogueData';
import { REFUND_SETTLE_MS } from '../../../src/demo/handlers/myOrders';
import { clock, device, failure, payAtCashier } from './harness';

async function paidVipOrder(phone: string) {
  const d = device();
  await d.login(phone);
  const order = await d.api.vip.createVipOrder({ body: { sku_id: 'vip_month', is_gift: false } });
  await payAtCashier(d, order.order_id);
  return { d, orderId: order.order_id };
}

const refund = (d: ReturnType<typeof device>, orderId: string) =>
  d.api.order.refundOrder({ path: { order_id: orderId }, noToast: true });

describe('issue 39: demo 我的订单 and refunds (README)', () => {
  test('order/v1/vip/page lists my VIP and book orders newest first, paged, each saying whether it can be refunded', async () => {
    const { d, orderId } = await paidVipOrder('13912350001');
    await d.api.order.createBookOrder({ path: { library_book_id: '1' }, body: {} });
    const first = await d.api.order.listVipOrders({ query: { page_number: 1, page_size: 1 } });
    expect(first).toMatchObject({
      total: 2,
      has_more: true,
      items: [{ kind: 'book', status: 'PENDING', refundable: false }],
    });
    const second = await d.api.order.listVipOrders({ query: { page_number: 2, page_size: 1 } });
    expect(second.items[0]).toMatchObject({ order_id: orderId, kind: 'vip', status: 'PAID', refundable: true });
  });

  test('a VIP order refunded within 7 days with no day used reads REFUNDING, then REFUNDED, and its days go when done', async () => {
    const { d, orderId } = await paidVipOrder('13912350002');
    const before = Date.parse((await d.api.vip.getMyVip()).vip_end_at!);
    expect(await refund(d, orderId)).toMatchObject({ status: 'REFUNDING', refundable: false });
    expect((await d.api.vip.getMyVip()).is_vip).toBe(true);
    expect((await failure(refund(d, orderId))).serverMessage).toBe('退款处理中，请稍候');
    clock.now += REFUND_SETTLE_MS - 1;
    expect(await d.api.order.getOrder({ path: { order_id: orderId } })).toMatchObject({ status: 'REFUNDING' });
    clock.now += 1;
    expect(await d.api.order.getOrder({ path: { order_id: orderId } })).toMatchObject({ status: 'REFUNDED' });
    expect((await d.api.vip.getMyVip()).is_vip).toBe(false);
    expect(before).toBeGreaterThan(clock.now);
    expect((await failure(refund(d, orderId))).serverMessage).toBe('订单已退款');
  });

  test('once a VIP day is used, or after 7 days, the refund is refused with the reason', async () => {
    const { d, orderId } = await paidVipOrder('13912350003');
    clock.now += DAY_MS + 1;
    expect((await failure(refund(d, orderId))).serverMessage).toBe('会员天数已开始使用，不能退款');
    clock.now += 7 * DAY_MS;
    expect((await failure(refund(d, orderId))).serverMessage).toBe('已超过7天退款期限');
  });

  test('a book never opened is refunded and no longer owned; an opened one is refused', async () => {
    const d = device();
    await d.login('13912350004');
    for (const id of ['1', '2']) {
      const o = await d.api.order.createBookOrder({ path: { library_book_id: id }, body: {} });
      await payAtCashier(d, o.order_id);
    }
    const { items } = await d.api.order.listVipOrders({ query: {} });
    const [opened, unopened] = [
      items.find((o) => o.library_book_id === '2')!,
      items.find((o) => o.library_book_id === '1')!,
    ];
    await d.api.study.getDeckStudyPlan({ path: { deckId: '2' } });
    expect((await failure(refund(d, opened.order_id))).serverMessage).toBe('书籍已打开学习，不能退款');
    expect(await refund(d, unopened.order_id)).toMatchObject({ status: 'REFUNDING' });
    expect(await d.api.order.getBookOrder({ path: { library_book_id: '1' } })).toMatchObject({ owned: true });
    clock.now += REFUND_SETTLE_MS;
    expect(await d.api.order.getBookOrder({ path: { library_book_id: '1' } })).toMatchObject({ owned: false });
    const refunded = await d.api.order.listVipOrders({ query: {} });
    expect(refunded.items.find((o) => o.order_id === unopened.order_id)).toMatchObject({ status: 'REFUNDED' });
  });
});
