// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { REFUND_SETTLE_MS } from '../../src/demo/handlers/myOrders';
import { clientStore, envFacts } from '../../src/routes/app';
import { accountView } from '../../src/routes/auth';
import { api } from '../../src/routes/api';
import { page } from '../../src/services/platform';
import { demoStore, renderRoute, server, signInEverywhere, signInOnDemo } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clientStore.update({ token: '' });
});

describe('issue 39: /me 我的', () => {
  test('a signed-out visitor sees 登录/注册 and nothing private: no entries, no 退出登录', async () => {
    renderRoute('/me');
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '我的服务' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  test('signed in: avatar, nickname, 花号 and VIP standing, with the entries to each screen', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me');
    expect(await screen.findByRole('heading', { name: '花友0888' })).toBeTruthy();
    expect(screen.getByText('花号 888888')).toBeTruthy();
    expect(screen.getByText(/^VIP 有效期至 \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    const entries = within(screen.getByRole('navigation', { name: '我的服务' }));
    expect(entries.getByRole('button', { name: /我的拼团/ })).toBeTruthy();
  });

  test('a learner who never bought VIP reads 还不是VIP会员', async () => {
    await signInOnDemo('13900000391');
    renderRoute('/me');
    expect(await screen.findByText('还不是VIP会员')).toBeTruthy();
  });

  test('退出登录 revokes the token on the server, then clears the session and reloads', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const token = await signInOnDemo('13900000392');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(clientStore.get().token).toBe('');
    expect(demoStore.read().tokens[token.replace(/^Bearer /, '')]).toBeUndefined();
  });

  test('退出登录 clears the session even when the revoke call fails', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await signInOnDemo('13900000393');
    renderRoute('/me');
    await screen.findByRole('heading', { name: '花友0393' });
    server.use(http.post(`${envFacts.apiURL}/auth/v1/signin/revoke`, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(clientStore.get().token).toBe('');
  });

  test('my_info failing shows the reason with 重试, and 重试 loads the page', async () => {
    await signInOnDemo('13900000394');
    server.use(
      http.get(
        `${envFacts.apiURL}/auth/v1/my_info`,
        () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '花友0394' })).toBeTruthy();
  });
});

describe('issue 39: /me/accounts 账号与安全 and 注销账号', { timeout: 30_000 }, () => {
  test('the bound methods: the phone masked, WeChat and QQ; unbinding asks first, then sends DELETE', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me/accounts');
    const methods = within(await screen.findByRole('region', { name: '登录方式' }));
    expect(methods.getByText('138****0888')).toBeTruthy();
    await userEvent.click(methods.getAllByRole('button', { name: '解绑' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: '解绑微信' }));
    expect(demoStore.read().users.find((u) => u.phone === '13800000888')!.open_id).not.toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '确定解绑' }));
    await waitFor(() => expect(demoStore.read().users.find((u) => u.phone === '13800000888')!.open_id).toBeNull());
    await waitFor(() => expect(methods.getAllByRole('button', { name: '解绑' })).toHaveLength(1));
  });

  test('a phone-only account offers nothing to unbind: the last way in stays', async () => {
    await signInOnDemo('13900000396');
    renderRoute('/me/accounts');
    await screen.findByText('139****0396');
    expect(screen.queryByRole('button', { name: '解绑' })).toBeNull();
  });

  test('注销账号 says what is lost before anything is sent, and 取消 goes back', async () => {
    await signInOnDemo('13800000888');
    const { router } = renderRoute('/me/accounts/delete');
    expect(await screen.findByText(/^剩余 \d+ 天VIP会员$/)).toBeTruthy();
    expect(screen.getByText('已购买和租用的书籍，以及学习记录')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/accounts'));
    expect(demoStore.read().users.some((u) => u.phone === '13800000888')).toBe(true);
  });

  test('deletion: SMS code to the bound phone, 验证, 确认注销, then 账号已注销 and signed out', async () => {
    await signInOnDemo('13900000397');
    renderRoute('/me/accounts/delete');
    await userEvent.click(await screen.findByRole('button', { name: '下一步：验证手机号' }));
    expect(screen.getByText('验证码将发送至 +86 139****0397')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(demoStore.read().sms['13900000397']).toBeDefined());
    await userEvent.type(screen.getByLabelText('验证码'), demoStore.read().sms['13900000397']!.code);
    await userEvent.click(screen.getByRole('button', { name: '验证' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('heading', { name: '账号已注销' })).toBeTruthy();
    expect(clientStore.get().token).toBe('');
    expect(demoStore.read().users.some((u) => u.phone === '13900000397')).toBe(false);
  });

  test('signed out, 账号与安全 opens the sign-in sheet first', async () => {
    renderRoute('/me/accounts');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('issue 39: 修改昵称 on /me', { timeout: 30_000 }, () => {
  test('emoji are stripped and the name trimmed; the new name shows on /me and in the sign-in state at once', async () => {
    await signInEverywhere('13900000390');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '修改昵称' }));
    const field = await screen.findByRole('textbox', { name: /昵称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '  小花😀\uE000同学 ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '小花同学' })).toBeTruthy();
    expect(demoStore.read().users.find((u) => u.phone === '13900000390')!.nickname).toBe('小花同学');
    await waitFor(() => expect(accountView.get()).toMatchObject({ kind: 'user', nickname: '小花同学' }));
  });

  test('empty (or emoji only) and over 20 characters get a clear message, and nothing is sent', async () => {
    await signInEverywhere('13900000389');
    renderRoute('/me');
    await userEvent.click(await screen.findByRole('button', { name: '修改昵称' }));
    const field = await screen.findByRole('textbox', { name: /昵称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '😀😀');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称（表情符号不计入）')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '一二三四五六七八九十一二三四五六七八九十一');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称最多 20 个字')).toBeTruthy();
    expect(demoStore.read().users.find((u) => u.phone === '13900000389')!.nickname).toBe('花友0389');
  });
});

describe('issue 39: /me/redeem 兑换码', { timeout: 30_000 }, () => {
  const redeemedBy = (phone: string) => {
    const state = demoStore.read();
    const user = state.users.find((u) => u.phone === phone)!;
    return state.redeemed.filter((r) => r.user_id === user.user_id);
  };

  test('signed out: 登录后使用兑换码, and no code field', async () => {
    renderRoute('/me/redeem');
    expect(await screen.findByRole('heading', { name: '登录后使用兑换码' })).toBeTruthy();
    expect(screen.queryByLabelText('兑换码')).toBeNull();
  });

  test('a code typed in lower case with spaces and no dash redeems VIP30-DEMO, and the VIP end date shows at once', async () => {
    await signInEverywhere('13900000410');
    renderRoute('/me/redeem');
    expect(await screen.findByText('还没有兑换记录')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('兑换码'), ' vip30 demo ');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    const notice = within(await screen.findByRole('status', { name: '兑换成功' }));
    expect(notice.getByText('兑换成功：30天VIP会员')).toBeTruthy();
    expect(notice.getByText(/^会员有效期至 \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    const history = within(await screen.findByRole('region', { name: '兑换记录' }));
    expect(history.getByText('VIP30DEMO')).toBeTruthy();
    expect((screen.getByLabelText('兑换码') as HTMLInputElement).value).toBe('');
  });

  test('a double tap redeems once: the second submit while the first runs sends nothing', async () => {
    await signInEverywhere('13900000411');
    renderRoute('/me/redeem');
    await userEvent.type(await screen.findByLabelText('兑换码'), 'VIP30-DEMO');
    const form = screen.getByRole('form', { name: '兑换' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('status', { name: '兑换成功' });
    expect(redeemedBy('13900000411')).toHaveLength(1);
    expect(screen.queryByText('你已使用过这个兑换码')).toBeNull();
  });

  test.each([
    ['USED-DEMO', '兑换码已被使用'],
    ['OLD-DEMO', '兑换码已过期'],
    ['NOPE-1234', '兑换码不存在，请核对后重新输入'],
  ])('%s is refused with its own message: %s', async (code, message) => {
    await signInEverywhere('13900000412');
    renderRoute('/me/redeem');
    await userEvent.type(await screen.findByLabelText('兑换码'), code);
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('status', { name: '兑换成功' })).toBeNull();
  });

  test('BOOK3-DEMO gives 《考研英语高频词》 at once, and 去看看 opens the book', async () => {
    await signInEverywhere('13900000413');
    const { router } = renderRoute('/me/redeem');
    await userEvent.type(await screen.findByLabelText('兑换码'), 'book3-demo');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(await screen.findByText('兑换成功：《考研英语高频词》')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去看看' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/3'));
  });

  test('兑换记录 failing says so with 重试, and the code field still works', async () => {
    await signInEverywhere('13900000414');
    server.use(
      http.post(
        `${envFacts.apiURL}/redeem/v1/consume_log/list/page`,
        () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }),
        { once: true },
      ),
    );
    renderRoute('/me/redeem');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有兑换记录')).toBeTruthy();
    expect(screen.getByLabelText('兑换码')).toBeTruthy();
  });
});

describe('issue 39: /me/orders 我的订单 and refunds', { timeout: 30_000 }, () => {
  /** A paid 月度会员 order of the signed-in learner, its days added as the payment would. */
  async function paidVipOrder(phone: string) {
    const order = await api.vip.createVipOrder({ body: { sku_id: 'vip_month', is_gift: false } });
    demoStore.change((state) => {
      const stored = state.orders.find((o) => o.order_id === order.order_id)!;
      stored.status = 'PAID';
      stored.paid_at = Date.now();
      state.users.find((u) => u.phone === phone)!.vip_end_at = Date.now() + 30 * 86_400_000;
    });
    return order;
  }

  test('signed out: 登录后查看订单, and no orders', async () => {
    renderRoute('/me/orders');
    expect(await screen.findByRole('heading', { name: '登录后查看订单' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '订单列表' })).toBeNull();
  });

  test('no orders yet reads 还没有订单', async () => {
    await signInEverywhere('13900000430');
    renderRoute('/me/orders');
    expect(await screen.findByText('还没有订单')).toBeTruthy();
  });

  test('a paid VIP order shows amount, 已支付 and time, and opens its detail page', async () => {
    await signInEverywhere('13900000431');
    const order = await paidVipOrder('13900000431');
    const { router } = renderRoute('/me/orders');
    const list = within(await screen.findByRole('region', { name: '订单列表' }));
    expect(list.getByText(/^¥\d+\.\d{2}$/)).toBeTruthy();
    expect(list.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    await userEvent.click(list.getByRole('button', { name: /已支付/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vip-order/${order.order_id}`));
  });

  test('申请退款 states the amount first; a double tap on 确定退款 refunds once; the order reads 退款中, then 已退款', async () => {
    await signInEverywhere('13900000432');
    const order = await paidVipOrder('13900000432');
    renderRoute('/me/orders');
    await userEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    const dialog = within(await screen.findByRole('dialog', { name: '申请退款' }));
    expect(dialog.getByText(new RegExp(`将退还 ¥${(order.amount / 100).toFixed(2)}`))).toBeTruthy();
    const refunds: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/refund')) refunds.push(request.url);
    });
    const confirm = dialog.getByRole('button', { name: '确定退款' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const list = within(await screen.findByRole('region', { name: '订单列表' }));
    expect(await list.findByText('退款中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    // The demo gives the money back after REFUND_SETTLE_MS; 退款中 reads the order again until then.
    expect(await list.findByText('已退款', {}, { timeout: REFUND_SETTLE_MS + 3000 })).toBeTruthy();
    server.events.removeAllListeners();
    expect(refunds).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  });

  test('a refund the rules refuse says why in the dialog', async () => {
    await signInEverywhere('13900000433');
    await paidVipOrder('13900000433');
    renderRoute('/me/orders');
    await userEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    demoStore.change((state) => {
      state.users.find((u) => u.phone === '13900000433')!.vip_end_at = Date.now() + 86_400_000;
    });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定退款' }));
    expect(await screen.findByText('会员天数已开始使用，不能退款')).toBeTruthy();
  });

  test('the order list failing says so with 重试, and 重试 loads it', async () => {
    await signInEverywhere('13900000434');
    server.use(
      http.get(
        `${envFacts.apiURL}/order/v1/vip/page`,
        () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderRoute('/me/orders');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有订单')).toBeTruthy();
  });

  test("the persona's coupon shows on the unpaid book order it applies to", async () => {
    await signInEverywhere('13900000435');
    await api.order.createBookOrder({ path: { library_book_id: '1' }, body: {} });
    renderRoute('/me/orders');
    expect(await screen.findByText(/^可用新人购书券 减¥5\.00$/)).toBeTruthy();
  });

  test('issue 53 §7 a paid order that used a coupon names it, though the coupon is spent, and a page of orders is one request', async () => {
    await signInEverywhere('13900000436');
    const [coupon] = (await api.order.getMyCoupons()).coupons;
    const order = await api.order.createBookOrder({
      path: { library_book_id: '1' },
      body: { coupon_id: coupon!.coupon_id },
    });
    demoStore.change((s) => {
      Object.assign(
        s.orders.find((o) => o.order_id === order.order_id)!,
        { status: 'PAID', paid_at: Date.now() },
      );
      s.used_coupons.push(coupon!.coupon_id);
    });
    const couponReads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/coupon/v1/my') couponReads.push(request.url);
    });
    renderRoute('/me/orders');
    expect(await screen.findByText(/^已用新人购书券 减¥5\.00$/)).toBeTruthy();
    expect(screen.queryByText('已使用优惠券')).toBeNull();
    server.events.removeAllListeners();
    // Only the coupons held (for the unpaid orders) are asked for; none per order.
    expect(couponReads.every((url) => !url.includes('order_id'))).toBe(true);
    expect(couponReads.length).toBeLessThanOrEqual(1);
  });
});
