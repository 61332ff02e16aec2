import { INVITE_REWARD_DAYS } from '../../domain/invite';
import { MINUTE_MS } from '../catalogueData';
import { PERSONA } from '../personas';
import type { DemoState, DemoSms, DemoUser } from '../state';
import type { CaptchaCheck } from './captcha';
import { badRequest, DemoError, randomToken, requireString, type RouteFn } from './kit';
import { createUser, extendVip, issueToken, presentUser } from './users';

const CODE_TTL_MS = 5 * MINUTE_MS;
const SEND_WINDOW_MS = 10 * MINUTE_MS;
const FREE_SENDS_PER_WINDOW = 2;
const MAX_CODE_FAILURES = 5;

export const BIZ = { sent: 200, captchaRequired: 400, captchaExpired: 6110, captchaFailed: 6111 } as const;
const BIZ_OF_VERDICT = { passed: BIZ.sent, expired: BIZ.captchaExpired, failed: BIZ.captchaFailed } as const;

function checkPhone(body: Record<string, unknown>): string {
  if (body.country_code !== 86 && body.country_code !== '86') throw badRequest('仅支持中国大陆手机号（+86）');
  const phone = typeof body.phone_number === 'string' ? body.phone_number : '';
  if (!/^\d{11}$/.test(phone)) throw badRequest('手机号码格式不正确');
  return phone;
}

/** The captcha's check is handed in: its code loads with the first send (handlers/index.ts). */
export function sendSmsCode(onSms: (sms: DemoSms) => void, checkCaptcha: CaptchaCheck): RouteFn {
  return ({ state, body, now, random }) => {
    if (body.purpose !== 'SIGNIN' && body.purpose !== 'REBIND') throw badRequest('purpose 只能是 SIGNIN 或 REBIND');
    const phone = checkPhone(body);
    const record = state.sms[phone];
    const recentSends = (record?.sends ?? []).filter((t) => now - t < SEND_WINDOW_MS);
    const needsCaptcha =
      phone === PERSONA.alwaysCaptcha || phone === PERSONA.captchaFails || recentSends.length >= FREE_SENDS_PER_WINDOW;

    if (needsCaptcha) {
      if (typeof body.captcha !== 'string' || body.captcha === '') return { bizCode: BIZ.captchaRequired };
      const verdict =
        phone === PERSONA.captchaFails ? BIZ.captchaFailed : BIZ_OF_VERDICT[checkCaptcha(state, body.captcha, now)];
      if (verdict !== BIZ.sent) return { bizCode: verdict };
    }

    const code = String(Math.floor(random() * 10_000)).padStart(4, '0');
    state.sms[phone] = { code, expires_at: now + CODE_TTL_MS, failures: 0, sends: [...recentSends, now] };
    const sms = {
      phone,
      code,
      text: `【演示】验证码 ${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
      sent_at: now,
    };
    state.inbox = [sms, ...state.inbox].slice(0, 20);
    onSms(sms);
    return { bizCode: BIZ.sent };
  };
}

/** README "Invite rewards": a new account signed up through an invite gets VIP days, and so does its inviter. */
function joinInvited(state: DemoState, now: number, phone: string, pvtInviter: unknown): DemoUser {
  const id = typeof pvtInviter === 'number' || typeof pvtInviter === 'string' ? String(pvtInviter) : '';
  const inviter = state.users.find((u) => u.user_id === id);
  const user = createUser(state, now, {
    phone,
    open_id: null,
    qq_id: null,
    inviter_id: inviter ? inviter.user_id : null,
  });
  if (inviter) {
    extendVip(user, INVITE_REWARD_DAYS, now);
    extendVip(inviter, INVITE_REWARD_DAYS, now);
  }
  return user;
}

export const signinPhone: RouteFn = ({ state, body, now, random }) => {
  const phone = checkPhone(body);
  const code = requireString(body.code, '请输入验证码');
  const record = state.sms[phone];
  if (!record || record.failures >= MAX_CODE_FAILURES) throw badRequest('请先获取验证码');
  if (record.expires_at <= now) throw badRequest('验证码已过期，请重新获取');
  if (record.code !== code) {
    record.failures += 1;
    throw badRequest(record.failures >= MAX_CODE_FAILURES ? '验证码错误次数过多，请重新获取' : '验证码错误');
  }
  record.failures = MAX_CODE_FAILURES; // a code signs in once
  const user = state.users.find((u) => u.phone === phone) ?? joinInvited(state, now, phone, body.pvt_inviter);
  return { token: issueToken(state, user, now, random) };
};

export const getMyInfo: RouteFn = ({ user }) => {
  const me = user();
  if (me.phone === PERSONA.unauthorizedInfo) throw new DemoError(401, '登录已失效，请重新登录');
  return presentUser(me);
};

const NICKNAME_MAX = 20;

export const updateMyInfo: RouteFn = ({ user, body }) => {
  const me = user();
  if (body.nickname !== undefined) {
    const nickname = requireString(body.nickname, '昵称不能为空');
    if ([...nickname].length > NICKNAME_MAX) throw badRequest(`昵称最多 ${NICKNAME_MAX} 个字`);
    me.nickname = nickname;
  }
  if (body.image_url !== undefined) me.image_url = requireString(body.image_url, '头像地址不能为空');
  return presentUser(me);
};

export const refreshToken: RouteFn = ({ user, token, state, now, random }) => {
  const me = user();
  delete state.tokens[token!];
  return { token: issueToken(state, me, now, random) };
};

export const revokeToken: RouteFn = ({ user, token, state }) => {
  user();
  delete state.tokens[token!];
  return {};
};

export const AUTH_CODE_TTL_MS = 5 * MINUTE_MS;

/** A one-time code for the signed-in user, redeemed by the desktop pay form. */
export const getAuthCode: RouteFn = ({ user, state, now, random }) => {
  const code = randomToken(random, 32);
  state.auth_codes[code] = { user_id: user().user_id, issued_at: now, used: false };
  return { auth_code: code, expires_in: AUTH_CODE_TTL_MS / 1000 };
};
