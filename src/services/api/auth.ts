import { DELETE, GET, POST, PUT } from './endpoint';

import { decodeUser } from '../../domain/user';
import { decodeDownloadToken } from '../../domain/creatorCentre';

/** Response bodies the spec does not show: typed as unknown and checked where a screen uses them. */
/** A one-time code (5 minutes) that stands for this session on another page, such as the desktop pay form. */
export type AuthCodeResponse = { auth_code: string; expires_in: number };
export type TokenExchangeResponse = unknown;
export type SigninResult = unknown;

/** AJ-Captcha "get" answer for a blockPuzzle (../shared/notes/h5-flows.md). */
export interface BlockPuzzleResponse {
  repCode: string;
  repMsg?: string | null;
  repData: {
    /** PNG, Base64 without a data: prefix; 310 px wide. */
    originalImageBase64: string;
    /** The piece: PNG, Base64, as tall as the background. */
    jigsawImageBase64: string;
    token: string;
    /** 16 characters; when absent the point travels in plain text. */
    secretKey?: string;
  };
}

export interface LoginResponse {
  token: string;
}

export interface SendSmsCodeResponse {
  bizCode: number;
}

export interface SendSmsCodeBody extends Record<string, unknown> {
  purpose: 'SIGNIN' | 'REBIND';
  country_code: 86;
  phone_number: string;
  captcha?: string;
}

export interface PhoneLoginBody extends Record<string, unknown> {
  country_code: 86;
  phone_number: string;
  code: string;
  method_name: 'sms_code' | 'aliyun_onekey';
  /** The inviter's numeric user id, exact even beyond the safe range. */
  pvt_inviter?: bigint;
}

/** The SMS sign-in payload (spec §3): +86 only; pvt_inviter only when signing up from an invitation. */
export function phoneSigninBody({
  phone,
  code,
  inviterId,
}: {
  phone: string;
  code: string;
  /** Its decimal digits. */
  inviterId?: string;
}): PhoneLoginBody {
  return {
    country_code: 86,
    phone_number: phone,
    code,
    method_name: 'sms_code',
    ...(inviterId === undefined ? {} : { pvt_inviter: BigInt(inviterId) }),
  };
}

export const auth = {
  getMyInfo: GET('/auth/v1/my_info').decodes(decodeUser),
  updateMyInfo: PUT('/auth/v1/my_info').body<Record<string, unknown>>().decodes(decodeUser),
  getAuthCode: GET('/auth/v1/token/auth_code').returns<AuthCodeResponse>(),
  generateDownloadToken: GET('/auth/v1/generate/download_token').decodes(decodeDownloadToken),
  getBlockPuzzle: GET('/auth/v1/signin/aj/get_block_puzzle').returns<BlockPuzzleResponse>(),
  exchangeCodeToken: GET('/auth/v1/code_token/{code}').returns<TokenExchangeResponse>(),
  getUserToken: GET('/auth/v1/user/token')
    .query<{ user_id: string | number }>(['user_id'])
    .returns<TokenExchangeResponse>(),
  signinOneStep: POST('/auth/v1/signin/one-step').body().returns<SigninResult>(),
  refreshToken: POST('/auth/v1/signin/refresh').body().returns<LoginResponse>(),
  revokeToken: POST('/auth/v1/signin/revoke').body().returns<SigninResult>(),
  signinPhone: POST('/auth/v1/signin/phone')
    .body<PhoneLoginBody>(['country_code', 'phone_number', 'code', 'method_name'])
    .returns<LoginResponse>()
    .withoutAuth(),
  sendSmsCode: POST('/auth/v1/signin/send_sms_code')
    .body<SendSmsCodeBody>(['purpose', 'country_code', 'phone_number'])
    .returns<SendSmsCodeResponse>()
    .withoutAuth(),
  signinWechatMini: POST('/auth/v1/signin/wechat/mini').body().returns<SigninResult>(),
  signinWechatMp: POST('/auth/v1/signin/wechat/mp/{mp_id}').body().returns<SigninResult>(),
  signinApple: POST('/auth/v1/signin/apple').body().returns<SigninResult>(),
  signinQQ: POST('/auth/v1/signin/qq').body<{ access_token: string }>(['access_token']).returns<LoginResponse>(),
  signinWechat: POST('/auth/v1/signin/wechat').body<{ code: string }>(['code']).returns<LoginResponse>(),
  unbindApple: DELETE('/auth/v1/signin/apple').returns<SigninResult>(),
  unbindQQ: DELETE('/auth/v1/signin/qq').returns<SigninResult>(),
  unbindWechat: DELETE('/auth/v1/signin/wechat').returns<SigninResult>(),
};
