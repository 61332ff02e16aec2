import { describe, expect, test } from 'vitest';
import { PERSONA, SEED } from '../../../src/demo/personas';
import { blockPuzzleAnswer, PUZZLE_IMAGE_WIDTH } from '../../../src/services/captcha';
import { DAY_MS } from '../../../src/demo/catalogueData';
import { clock, device, failure, minutes, sent, state } from './harness';

const send = (api: ReturnType<typeof device>['api'], phone: string, captcha?: string) =>
  api.auth.sendSmsCode({
    body: { purpose: 'SIGNIN', country_code: 86, phone_number: phone, ...(captcha ? { captcha } : {}) },
  });

/** Solves the open puzzle as the slider would, `offset` px away from the hole. */
async function solvePuzzle(api: ReturnType<typeof device>['api'], offset = 0) {
  const { repData } = await api.auth.getBlockPuzzle();
  const hole = state().captchas[repData.token]!.x;
  return blockPuzzleAnswer({
    token: repData.token,
    secretKey: repData.secretKey,
    moved: (hole + offset) / 2,
    shownWidth: PUZZLE_IMAGE_WIDTH / 2,
  }).captchaVerification;
}

describe('demo send_sms_code', () => {
  test('checks purpose, country 86 only and an 11-digit phone', async () => {
    const { api } = device();
    const bad = (body: Record<string, unknown>) =>
      failure(api.auth.sendSmsCode({ body: body as never, noToast: true }));
    expect((await bad({ purpose: 'LOGIN', country_code: 86, phone_number: '13812345678' })).serverMessage).toMatch(
      'purpose',
    );
    expect((await bad({ purpose: 'SIGNIN', country_code: 1, phone_number: '13812345678' })).serverMessage).toBe(
      '仅支持中国大陆手机号（+86）',
    );
    expect((await bad({ purpose: 'SIGNIN', country_code: 86, phone_number: '1381234567' })).status).toBe(400);
    expect(sent).toHaveLength(0);
  });

  test('issues a 4-digit code with bizCode 200 and shows it as a simulated SMS', async () => {
    const { api } = device();
    expect(await send(api, '13812345678')).toEqual({ bizCode: 200 });
    expect(sent[0]!.code).toMatch(/^\d{4}$/);
    expect(sent[0]!.text).toContain(`【演示】验证码 ${sent[0]!.code}`);
    expect(state().inbox[0]!.code).toBe(sent[0]!.code);
  });

  test('the code is valid for 5 minutes', async () => {
    const d = device();
    await send(d.api, '13812345678');
    minutes(5);
    const error = await failure(
      d.api.auth.signinPhone({
        body: { country_code: 86, phone_number: '13812345678', code: sent[0]!.code, method_name: 'sms_code' },
        noToast: true,
      }),
    );
    expect(error.serverMessage).toBe('验证码已过期，请重新获取');
  });

  test('the 3rd send within 10 minutes answers bizCode 400 until a valid captcha comes with it', async () => {
    const { api } = device();
    await send(api, '13812345678');
    await send(api, '13812345678');
    expect(await send(api, '13812345678')).toEqual({ bizCode: 400 });
    expect(await send(api, '13812345678', 'not-a-real-answer')).toEqual({ bizCode: 6111 });
    expect(await send(api, '13812345678', await solvePuzzle(api))).toEqual({ bizCode: 200 });
    expect(sent).toHaveLength(3);
    minutes(10);
    expect(await send(api, '13812345678')).toEqual({ bizCode: 200 });
  });

  test('a captcha answer is accepted within ±5 px and refused beyond', async () => {
    const { api } = device();
    expect(await send(api, PERSONA.alwaysCaptcha, await solvePuzzle(api, 5))).toEqual({ bizCode: 200 });
    expect(await send(api, PERSONA.alwaysCaptcha, await solvePuzzle(api, -6))).toEqual({ bizCode: 6111 });
  });

  test('a captcha answer works once, and an expired puzzle gets bizCode 6110', async () => {
    const { api } = device();
    const answer = await solvePuzzle(api);
    expect(await send(api, PERSONA.alwaysCaptcha, answer)).toEqual({ bizCode: 200 });
    expect(await send(api, PERSONA.alwaysCaptcha, answer)).toEqual({ bizCode: 6111 });
    const late = await solvePuzzle(api);
    minutes(3);
    expect(await send(api, PERSONA.alwaysCaptcha, late)).toEqual({ bizCode: 6110 });
  });
});

describe('demo get_block_puzzle', () => {
  test('returns an AJ-Captcha blockPuzzle: PNG images 310 px wide, a token and a 16-character secretKey', async () => {
    const { api } = device();
    const { repCode, repData } = await api.auth.getBlockPuzzle();
    expect(repCode).toBe('0000');
    const png = Uint8Array.from(atob(repData.originalImageBase64), (c) => c.charCodeAt(0));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(new DataView(png.buffer).getUint32(16)).toBe(310);
    expect(atob(repData.jigsawImageBase64).slice(1, 4)).toBe('PNG');
    expect(repData.token).toMatch(/^\w{32}$/);
    expect(repData.secretKey).toMatch(/^\w{16}$/);
  });
});

describe('demo personas', () => {
  test(`${PERSONA.alwaysCaptcha} always gets the captcha (bizCode 400)`, async () => {
    const { api } = device();
    expect(await send(api, PERSONA.alwaysCaptcha)).toEqual({ bizCode: 400 });
  });

  test(`${PERSONA.captchaFails} always fails the captcha, even a right answer`, async () => {
    const { api } = device();
    expect(await send(api, PERSONA.captchaFails)).toEqual({ bizCode: 400 });
    expect(await send(api, PERSONA.captchaFails, await solvePuzzle(api))).toEqual({ bizCode: 6111 });
  });

  test(`${PERSONA.unauthorizedInfo} gets a 401 on my_info after login`, async () => {
    const d = device();
    await d.login(PERSONA.unauthorizedInfo);
    expect((await failure(d.api.auth.getMyInfo({ noToast: true }))).status).toBe(401);
  });

  test(`${PERSONA.vip} is already a VIP`, async () => {
    const d = device();
    await d.login(PERSONA.vip);
    expect(await d.api.vip.getMyVip()).toMatchObject({ is_vip: true });
  });
});

describe('demo signin/phone and the session', () => {
  test('checks the code, and a code signs in once', async () => {
    const d = device();
    await send(d.api, '13812345678');
    const body = { country_code: 86 as const, phone_number: '13812345678', method_name: 'sms_code' as const };
    const wrong = sent[0]!.code === '0000' ? '0001' : '0000';
    expect(
      (await failure(d.api.auth.signinPhone({ body: { ...body, code: wrong }, noToast: true }))).serverMessage,
    ).toBe('验证码错误');
    expect(await d.api.auth.signinPhone({ body: { ...body, code: sent[0]!.code } })).toEqual({
      token: expect.stringMatching(/^demo_/),
    });
    expect(
      (await failure(d.api.auth.signinPhone({ body: { ...body, code: sent[0]!.code }, noToast: true }))).status,
    ).toBe(400);
  });

  test('registers an unknown phone, recording pvt_inviter exactly (a 19-digit id), and knows it on the next login', async () => {
    const first = device();
    const { user_id: inviterId } = await first.api.user.getUserIdByHuaId({ query: { hua_id: SEED.vipHuaId } });
    await first.login('13912345678', { pvt_inviter: BigInt(inviterId) });
    const me = await first.api.auth.getMyInfo();
    const registered = () => state().users.filter((u) => u.phone === '13912345678');
    expect(registered()).toHaveLength(1);
    expect(registered()[0]!.inviter_id).toBe(String(inviterId));
    const second = device();
    await second.login('13912345678');
    expect((await second.api.auth.getMyInfo()).user_id).toBe(me.user_id);
    expect(registered()).toHaveLength(1);
  });

  test('README invite rewards: a new account from an invite gets 7 VIP days, and so does the inviter; an existing one gets none', async () => {
    const vipEnd = (phone: string) => state().users.find((u) => u.phone === phone)!.vip_end_at;
    await device().api.user.getUserIdByHuaId({ query: { hua_id: SEED.vipHuaId } });
    const inviter = state().users.find((u) => u.phone === PERSONA.vip)!;
    const inviterEnd = vipEnd(PERSONA.vip)!;
    await device().login('13912345678', { pvt_inviter: BigInt(inviter.user_id) });
    expect(vipEnd('13912345678')).toBe(clock.now + 7 * DAY_MS);
    expect(vipEnd(PERSONA.vip)).toBe(inviterEnd + 7 * DAY_MS);
    await device().login('13912345678', { pvt_inviter: BigInt(inviter.user_id) });
    expect(vipEnd('13912345678')).toBe(clock.now + 7 * DAY_MS);
    await device().login('13912340000', { pvt_inviter: 99n });
    expect(vipEnd('13912340000')).toBeNull();
    expect(state().users.find((u) => u.phone === '13912340000')!.inviter_id).toBeNull();
  });

  test('user_id is beyond 2^53 and stays exact through the lossless client', async () => {
    const d = device();
    await d.login('13912345678');
    const me = await d.api.auth.getMyInfo();
    expect(me.user_id).toBe(state().users.find((u) => u.phone === '13912345678')!.user_id);
    expect(BigInt(me.user_id)).toBeGreaterThan(2n ** 53n);
    expect(me).toMatchObject({ nickname: '花友5678', phone_number_e164: '+8613912345678' });
  });

  test('my_info PUT changes the nickname and checks it', async () => {
    const d = device();
    await d.login('13912345678');
    expect(await d.api.auth.updateMyInfo({ body: { nickname: '小花' } })).toMatchObject({ nickname: '小花' });
    expect((await failure(d.api.auth.updateMyInfo({ body: { nickname: '  ' }, noToast: true }))).serverMessage).toBe(
      '昵称不能为空',
    );
    expect((await d.api.auth.getMyInfo()).nickname).toBe('小花');
  });

  test('refresh replaces the token; revoke ends it; a bad or expired token gets a 401', async () => {
    const d = device();
    const old = await d.login('13912345678');
    const { token } = await d.api.auth.refreshToken({});
    expect(token).not.toBe(old);
    expect((await failure(d.api.auth.getMyInfo({ noToast: true }))).status).toBe(401);
    d.setToken(token);
    await d.api.auth.getMyInfo();
    await d.api.auth.revokeToken({});
    expect((await failure(d.api.auth.getMyInfo({ noToast: true }))).status).toBe(401);
    d.setToken('demo_forged');
    expect((await failure(d.api.auth.getMyInfo({ noToast: true }))).status).toBe(401);
    const e = device();
    await e.login('13912345679');
    minutes(31 * 24 * 60);
    expect((await failure(e.api.auth.getMyInfo({ noToast: true }))).status).toBe(401);
  });

  test('basic_info resolves a hua_id to its user_id', async () => {
    const d = device();
    await d.login('13912345678');
    const me = await d.api.auth.getMyInfo();
    expect(await d.api.user.getUserIdByHuaId({ query: { hua_id: me.hua_id as number } })).toEqual({
      user_id: me.user_id,
    });
    expect((await failure(d.api.user.getUserIdByHuaId({ query: { hua_id: 1 }, noToast: true }))).status).toBe(404);
  });
});
