import { describe, expect, test } from 'vitest';
import { device, failure } from './harness';

async function learner(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const consume = (d: ReturnType<typeof device>, code: string) =>
  d.api.redeem.consumeCode({ body: { code }, noToast: true });

describe('issue 39: demo redeem codes (README, 兑换码)', () => {
  test('VIP30-DEMO gives 30 VIP days; the dash, case and spaces do not matter, and it is used once', async () => {
    const d = await learner('13912340001');
    const result = await consume(d, ' vip30 demo ');
    expect(result).toMatchObject({ days: 30, book: null });
    expect((await d.api.vip.getMyVip()).vip_end_at).toBe(result.vip_end_at);
    expect((await failure(consume(d, 'VIP30-DEMO'))).serverMessage).toBe('你已使用过这个兑换码');
  });

  test('BOOK3-DEMO gives the book for good, as a paid order of 0 yuan', async () => {
    const d = await learner('13912340002');
    expect(await consume(d, 'BOOK3-DEMO')).toMatchObject({ days: 0, book: { library_book_id: '3' } });
    expect(await d.api.order.getBookOrder({ path: { library_book_id: '3' } })).toMatchObject({ owned: true });
  });

  test('USED-DEMO, OLD-DEMO and an unknown code each get their own Chinese message', async () => {
    const d = await learner('13912340003');
    expect((await failure(consume(d, 'USED-DEMO'))).serverMessage).toBe('兑换码已被使用');
    expect((await failure(consume(d, 'OLD-DEMO'))).serverMessage).toBe('兑换码已过期');
    expect((await failure(consume(d, 'NO-SUCH'))).serverMessage).toBe('兑换码不存在，请核对后重新输入');
  });

  test('consume_log/list/page lists my redeemed codes newest first, paged, and no one else’s', async () => {
    const d = await learner('13912340004');
    await consume(d, 'VIP30-DEMO');
    await consume(d, 'BOOK3-DEMO');
    const page = await d.api.redeem.listConsumeLogs({ body: { page_number: 1, page_size: 1 } });
    expect(page).toMatchObject({
      total: 2,
      has_more: true,
      items: [{ code: 'BOOK3DEMO', book: { title: '考研英语高频词' } }],
    });
    const other = await learner('13912340005');
    expect((await other.api.redeem.listConsumeLogs({ body: {} })).total).toBe(0);
  });
});
