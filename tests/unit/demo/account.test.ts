import { describe, expect, test } from 'vitest';
import { PERSONA } from '../../../src/demo/personas';
import { device, failure, minutes, state, store } from './harness';

const userOf = (phone: string) => state().users.find((u) => u.phone === phone);

describe('issue 39: demo bound accounts and account deletion', () => {
  test('my_info tells the bound WeChat-like and QQ-like accounts; the VIP persona has both', async () => {
    const d = device();
    await d.login(PERSONA.vip);
    expect(await d.api.auth.getMyInfo()).toMatchObject({ wechat_bound: true, qq_bound: true });
  });

  test('unbinding WeChat or QQ is allowed while another way in remains; what is not bound says so', async () => {
    const d = device();
    await d.login(PERSONA.vip);
    await d.api.auth.unbindWechat();
    expect((await failure(d.api.auth.unbindWechat({ noToast: true }))).serverMessage).toBe('没有绑定微信');
    expect(await d.api.auth.getMyInfo()).toMatchObject({ wechat_bound: false, qq_bound: true });
  });

  test('the last way to sign in can never be unbound', async () => {
    const d = device();
    await d.login('13900000501');
    store.change((s) => {
      const me = s.users.find((u) => u.phone === '13900000501')!;
      me.phone = null;
      me.qq_id = 'Q_only';
    });
    const error = await failure(d.api.auth.unbindQQ({ noToast: true }));
    expect(error.serverMessage).toBe('这是你唯一的登录方式，不能解绑');
  });

  test('deletion needs a session opened with an SMS code within 10 minutes', async () => {
    const d = device();
    await d.login('13900000502');
    minutes(11);
    const error = await failure(d.api.user.cancelAccount({ noToast: true }));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('请先通过短信验证码验证手机号');
    expect(userOf('13900000502')).toBeDefined();
  });

  test('deletion removes the account, every session and its inviter ties; its paid orders stay; the phone signs up anew', async () => {
    const first = device();
    const second = device();
    const oldToken = await first.login('13900000503');
    minutes(1);
    await second.login('13900000503');
    const gone = userOf('13900000503')!;
    const invitee = device();
    await invitee.login('13900000504');
    store.change((s) => {
      s.users.find((u) => u.phone === '13900000504')!.inviter_id = gone.user_id;
      s.orders.push({
        order_id: 'paid-by-gone',
        user_id: gone.user_id,
        sku_id: 'book_1',
        is_gift: false,
        amount: 990,
        status: 'PAID',
        created_at: 0,
        settles_at: null,
        paid_at: 0,
        charge_id: null,
        gift_code: null,
        library_book_id: '1',
      });
    });

    await second.api.user.cancelAccount();

    expect(userOf('13900000503')).toBeUndefined();
    expect(Object.values(state().tokens).some((t) => t.user_id === gone.user_id)).toBe(false);
    expect(state().tokens[oldToken]).toBeUndefined();
    expect((await failure(first.api.auth.getMyInfo({ noToast: true, skipUnauthorized: true }))).status).toBe(401);
    expect(userOf('13900000504')!.inviter_id).toBeNull();
    expect(state().orders.some((o) => o.order_id === 'paid-by-gone')).toBe(true);

    minutes(10);
    await first.login('13900000503');
    const fresh = await first.api.auth.getMyInfo();
    expect(String(fresh.user_id)).not.toBe(gone.user_id);
    expect(userOf('13900000503')!.vip_end_at).toBeNull();
  });
});
