import { decodeOpenIdBinding, decodeOpenIdCheck } from '../../domain/mpBinding';
import { DELETE, GET, POST, type Scalar } from './endpoint';

export type SchemeResponse = unknown;
/** The OAuth code of a WeChat-like redirect, exchanged once for the user's openid. */
export type CodeAuthorizeResponse = { open_id: string };
export type MpCallbackResponse = unknown;

export interface JsApiSignature {
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** The mini-program fields of spec §3. */
export type MpCallbackQuery = {
  mp_id?: Scalar;
  open_id?: string;
  signature?: string;
  timestamp?: Scalar;
  nonce?: string;
  echostr?: string;
  r?: string;
  code?: string;
};

export const weixin = {
  generateScheme: POST('/weixin/v1/mp/generate_scheme').body().returns<SchemeResponse>(),
  authorizeCode: POST('/weixin/v1/mp/code_authorize').body<{ code: string }>(['code']).returns<CodeAuthorizeResponse>(),
  createJsApiSignature: POST('/weixin/v1/mp/create_js_api_signature')
    .body<{ url: string }>(['url'])
    .returns<JsApiSignature>(),
  callback: GET('/weixin/v1/mp/callback').query<MpCallbackQuery>().returns<MpCallbackResponse>(),
  // The answers' shapes (and bind's body) are assumptions: domain/mpBinding.ts.
  checkOpenId: GET('/weixin/v1/mp/{mp_id}/open_id/check/{open_id}').decodes(decodeOpenIdCheck),
  getOpenIdBinding: GET('/weixin/v1/mp/{mp_id}/open_id/binding').decodes(decodeOpenIdBinding),
  bindOpenId: POST('/weixin/v1/mp/{mp_id}/open_id/binding')
    .body<{ open_id: string }>(['open_id'])
    .decodes(decodeOpenIdBinding),
  unbindOpenId: DELETE('/weixin/v1/mp/{mp_id}/open_id/binding').decodes(decodeOpenIdBinding),
};
