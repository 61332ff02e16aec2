import { decodeRedeemLogPage, decodeRedeemResult } from '../../domain/redeem';
import { POST } from './endpoint';
import type { PageBody } from './order';

export type RedeemResponse = unknown;
export type RedeemLogPage = unknown;
export type RedeemCodePage = unknown;

export const redeem = {
  /** A redeem code, or the code of a VIP gift: VIP days, or a book. */
  consumeCode: POST('/redeem/v1/consume').body<{ code: string }>(['code']).decodes(decodeRedeemResult),
  generateCodes: POST('/redeem/v1/generate').body().returns<RedeemResponse>(),
  listConsumeLogs: POST('/redeem/v1/consume_log/list/page').body<PageBody>().decodes(decodeRedeemLogPage),
  listGenerationLogs: POST('/redeem/v1/generation_log/list/page').body().returns<RedeemLogPage>(),
  listCodes: POST('/redeem/v1/list/page').body().returns<RedeemCodePage>(),
};
