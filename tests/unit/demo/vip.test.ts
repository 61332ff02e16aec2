import { describe, expect, test } from 'vitest';
import { PERSONA } from '../../../src/demo/personas';
import { confirmCharge, PAYMENT_SETTLE_MS } from '../../../src/demo/handlers/settle';
import { clock, device, failure, minutes, state, store, payAtCashier } from './harness';

const DAY = 86_400_000;
const RETURN = 'https://h5.demo.test/go/pingppCallback?order_id=1';

async function buyer(phone = '13912345678') {
  const d = device();
  await d.login(phone);
  return d;
}

async function order(d: Awaited<ReturnType<typeof buyer>>, sku_id = 'vip_month', is_gift = false) {
  return d.api.vip.createVipOrder({ body: { sku_id, is_gift } });
}

describe('demo VIP SKUs and state', () => {
  test('sku/{ios_system} has monthly, quarterly, yearly and an auto-renew monthly, with original and sale prices in cents', async () => {
    const d = device();
    const { skus } = await d.api.vip.getSkus({ path: { ios_system: 'false' } });
    expect(skus.map((s) => s.days)).toEqual([30, 90, 365, 30]);
    expect(skus.filter((s) => s.auto_renew)).toHaveLength(1);
    for (const s of skus) expect(s.sale_price).toBeLessThan(s.original_price);
    expect((await failure(d.api.vip.getSkus({ path: { ios_system: 'maybe' }, noToast: true }))).status).toBe(400);
  });

  test('a new user is not a VIP', async () => {
    expect(await (await buyer()).api.vip.getMyVip()).toEqual({ is_vip: false, vip_end_at: null });
  });
});

describe('demo create_order', () => {
  test('the same pending order for the same user and SKU is returned instead of a second one', async () => {
    const d = await buyer();
    const first = await order(d);
    expect((await order(d)).order_id).toBe(first.order_id);
    expect((await order(d, 'vip_year')).order_id).not.toBe(first.order_id);
    expect((await order(d, 'vip_month', true)).order_id).not.toBe(first.order_id);
    const other = await buyer('13912345679');
    expect((await order(other)).order_id).not.toBe(first.order_id);
    expect(state().orders.filter((o) => o.status === 'PENDING')).toHaveLength(4);
  });

  test('an order id is beyond 2^53 and stays exact', async () => {
    const o = await order(await buyer());
    expect(o.order_id).toBe(state().orders.find((s) => s.status === 'PENDING')!.order_id);
    expect(BigInt(o.order_id)).toBeGreaterThan(2n ** 53n);
  });

  test('an unknown SKU is refused, and an auto-renew SKU cannot be a gift', async () => {
    const d = await buyer();
    expect((await failure(d.api.vip.createVipOrder({ body: { sku_id: 'nope' }, noToast: true }))).serverMessage).toBe(
      '商品不存在或已下架',
    );
    expect((await failure(order(d, 'vip_month_auto', true))).status).toBe(400);
  });

  test('needs a login', async () => {
    expect(
      (await failure(device().api.vip.createVipOrder({ body: { sku_id: 'vip_month' }, noToast: true }))).status,
    ).toBe(401);
  });
});

describe('demo payment', () => {
  test('Ping++/Alipay charges send the browser to /__demo/cashier on the app origin, returning to the success url', async () => {
    const d = await buyer();
    const o = await order(d);
    const res = await d.api.payment.payOrder({
      path: { order_id: o.order_id },
      body: { channel: 'ALIPAY', success_url: RETURN },
    });
    if (!('charge' in res)) throw new Error('expected a charge');
    expect(res.charge.channel).toBe('alipay_wap');
    expect(res.charge.credential.alipay_wap).toMatchObject({
      channel_url: 'https://h5.demo.test/__demo/cashier',
      return_url: RETURN,
      total_fee: '18.00',
    });
  });

  test('WXPAY answers getBrandWCPayRequest parameters, and needs the openid', async () => {
    const d = await buyer();
    const o = await order(d);
    expect(
      (
        await failure(
          d.api.payment.payOrder({ path: { order_id: o.order_id }, body: { channel: 'WXPAY' }, noToast: true }),
        )
      ).status,
    ).toBe(400);
    const res = await d.api.payment.payOrder({
      path: { order_id: o.order_id },
      body: { channel: 'WXPAY', open_id: 'oDemo' },
    });
    if (!('wx_pay' in res)) throw new Error('expected WXPAY parameters');
    expect(res.wx_pay.package).toMatch(/^prepay_id=ch_/);
  });

  test('paying marks the order paid after the payment notification, and extends the VIP period', async () => {
    const d = await buyer();
    const o = await order(d);
    const res = await d.api.payment.payOrder({
      path: { order_id: o.order_id },
      body: { channel: 'PING_PP', success_url: RETURN },
    });
    if (!('charge' in res)) throw new Error('expected a charge');
    store.change((s) => confirmCharge(s, res.charge.id, clock.now));
    expect((await d.api.order.getOrder({ path: { order_id: o.order_id } })).status).toBe('PENDING');
    clock.now += PAYMENT_SETTLE_MS;
    const paid = await d.api.order.getOrder({ path: { order_id: o.order_id } });
    expect(paid.status).toBe('PAID');
    const vip = await d.api.vip.getMyVip();
    expect(vip.is_vip).toBe(true);
    expect(Date.parse(vip.vip_end_at!)).toBe(Date.parse(paid.paid_at!) + 30 * DAY);
    expect((await order(d)).order_id).not.toBe(o.order_id);
  });

  test('a second payment of a paid order is refused; a VIP period runs on from its end', async () => {
    const d = await buyer(PERSONA.vip);
    const before = Date.parse((await d.api.vip.getMyVip()).vip_end_at!);
    const o = await order(d, 'vip_year');
    await payAtCashier(d, o.order_id);
    expect(Date.parse((await d.api.vip.getMyVip()).vip_end_at!)).toBe(before + 365 * DAY);
    const again = d.api.payment.payOrder({
      path: { order_id: o.order_id },
      body: { channel: 'PING_PP', success_url: RETURN },
      noToast: true,
    });
    expect((await failure(again)).serverMessage).toBe('订单已支付，请勿重复支付');
  });

  test('an order left unpaid for 30 minutes is closed', async () => {
    const d = await buyer();
    const o = await order(d);
    minutes(31);
    expect((await d.api.order.getOrder({ path: { order_id: o.order_id } })).status).toBe('CLOSED');
  });

  test('an unknown order answers 404, and another user’s order 403', async () => {
    const d = await buyer();
    const o = await order(d);
    const other = await buyer('13912345679');
    expect((await failure(other.api.order.getOrder({ path: { order_id: o.order_id }, noToast: true }))).status).toBe(
      403,
    );
    expect((await failure(d.api.order.getOrder({ path: { order_id: '1' }, noToast: true }))).status).toBe(404);
  });
});

describe('demo gifts', () => {
  test('a paid gift order creates a gift that another user claims once', async () => {
    const giver = await buyer();
    const o = await order(giver, 'vip_quarter', true);
    await payAtCashier(giver, o.order_id);
    expect(await giver.api.vip.getMyVip()).toMatchObject({ is_vip: false });
    const view = await giver.api.order.getOrder({ path: { order_id: o.order_id } });
    const code = view.gift!.code!;
    expect(view.gift).toMatchObject({ claimed: false });

    expect((await failure(giver.api.redeem.consumeCode({ body: { code }, noToast: true }))).serverMessage).toBe(
      '不能领取自己赠送的礼物',
    );
    const friend = await buyer('13912345679');
    expect(await friend.api.redeem.consumeCode({ body: { code } })).toMatchObject({ days: 90 });
    expect((await failure(friend.api.redeem.consumeCode({ body: { code }, noToast: true }))).serverMessage).toBe(
      '你已领取过这份礼物',
    );
    const third = await buyer('13912345670');
    expect((await failure(third.api.redeem.consumeCode({ body: { code }, noToast: true }))).serverMessage).toBe(
      '这份礼物已被领取',
    );
    const seen = await third.api.order.getOrder({ path: { order_id: o.order_id } });
    expect(seen.gift).toMatchObject({ claimed: true, claimed_by_nickname: '花友5679' });
    expect(seen.gift!.code).toBeUndefined();
    expect(seen.mine).toBe(false);
  });
});

describe('demo auto-renew agreements', () => {
  test('paying an auto-renew SKU signs an agreement; cancel_agreement cancels it once', async () => {
    const d = await buyer();
    const o = await order(d, 'vip_month_auto');
    await payAtCashier(d, o.order_id);
    const { agreements } = await d.api.vip.getPeriodPayAgreementLog();
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({ status: 'ACTIVE', renew_price: 1500, renew_period_days: 30 });
    expect(agreements[0]!.next_charge_at).toBe((await d.api.vip.getMyVip()).vip_end_at);
    await d.api.vip.cancelAgreement({ body: { agreement_id: agreements[0]!.agreement_id } });
    expect((await d.api.vip.getPeriodPayAgreementLog()).agreements[0]).toMatchObject({
      status: 'CANCELLED',
      next_charge_at: null,
    });
    const again = d.api.vip.cancelAgreement({ body: { agreement_id: agreements[0]!.agreement_id }, noToast: true });
    expect((await failure(again)).status).toBe(400);
  });
});

describe('demo wallet and redeem', () => {
  test('can-exchange-vip-days follows the balance, and exchange-vip spends it for VIP days', async () => {
    const d = await buyer(PERSONA.vip);
    expect(await d.api.user.getWallet()).toEqual({ balance: 1200 });
    expect(await d.api.user.getExchangeableVipDays({ query: { is_ios_system: false } })).toEqual({
      days: 20,
      coins_per_day: 60,
    });
    const too_many = d.api.user.exchangeVip({ query: { is_ios_system: false }, body: { days: 21 }, noToast: true });
    expect((await failure(too_many)).serverMessage).toBe('余额不足');
    expect(await d.api.user.exchangeVip({ query: { is_ios_system: false }, body: { days: 5 } })).toMatchObject({
      days: 5,
      balance: 900,
    });
    expect(await d.api.user.getExchangeableVipDays({})).toMatchObject({ days: 15 });
  });

  test('a redeem code adds its days once per user, and an unknown code is refused', async () => {
    const d = await buyer();
    expect(await d.api.redeem.consumeCode({ body: { code: 'huaka30' } })).toMatchObject({ days: 30 });
    expect((await failure(d.api.redeem.consumeCode({ body: { code: 'HUAKA30' }, noToast: true }))).serverMessage).toBe(
      '你已使用过这个兑换码',
    );
    expect((await failure(d.api.redeem.consumeCode({ body: { code: 'NOPE' }, noToast: true }))).serverMessage).toBe(
      '兑换码不存在，请核对后重新输入',
    );
  });
});

describe('demo desktop payment', () => {
  test('token/auth_code gives a one-time code; pay_form with it answers the order and a cashier address, once', async () => {
    const d = await buyer();
    const o = await order(d);
    const { auth_code } = await d.api.auth.getAuthCode();
    const desktop = device();
    const form = await desktop.api.payment.getPayForm({ path: { auth_code }, query: { order_id: o.order_id } });
    expect(form).toMatchObject({ order_id: o.order_id, amount: 1800, sku_name: '月度会员' });
    expect(form.pay_url).toMatch(/^\/__demo\/cashier\?charge_id=ch_/);
    const again = desktop.api.payment.getPayForm({
      path: { auth_code },
      query: { order_id: o.order_id },
      noToast: true,
    });
    expect((await failure(again)).serverMessage).toBe('支付链接已失效，请回到手机重新发起');
  });

  test('an auth code of another user cannot pay the order', async () => {
    const o = await order(await buyer());
    const other = await buyer('13912345679');
    const { auth_code } = await other.api.auth.getAuthCode();
    expect(
      (
        await failure(
          other.api.payment.getPayForm({ path: { auth_code }, query: { order_id: o.order_id }, noToast: true }),
        )
      ).status,
    ).toBe(403);
  });
});
