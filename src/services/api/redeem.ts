import { POST } from './endpoint';

export type RedeemResponse = unknown;
/** A consumed code (a redeem code, or the code of a VIP gift) adds `days` to the VIP period. */
export type RedeemConsumeResponse = { days: number; vip_end_at: string };
export type RedeemLogPage = unknown;
export type RedeemCodePage = unknown;

export const redeem = {
  consumeCode: POST('/redeem/v1/consume').body<{ code: string }>(['code']).returns<RedeemConsumeResponse>(),
  generateCodes: POST('/redeem/v1/generate').body().returns<RedeemResponse>(),
  listConsumeLogs: POST('/redeem/v1/consume_log/list/page').body().returns<RedeemLogPage>(),
  listGenerationLogs: POST('/redeem/v1/generation_log/list/page').body().returns<RedeemLogPage>(),
  listCodes: POST('/redeem/v1/list/page').body().returns<RedeemCodePage>(),
};
