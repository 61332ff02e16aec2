import { POST } from './endpoint';

export type RedeemResponse = unknown;
export type RedeemLogPage = unknown;
export type RedeemCodePage = unknown;

export const redeem = {
  consumeCode: POST('/redeem/v1/consume').body().returns<RedeemResponse>(),
  generateCodes: POST('/redeem/v1/generate').body().returns<RedeemResponse>(),
  listConsumeLogs: POST('/redeem/v1/consume_log/list/page').body().returns<RedeemLogPage>(),
  listGenerationLogs: POST('/redeem/v1/generation_log/list/page').body().returns<RedeemLogPage>(),
  listCodes: POST('/redeem/v1/list/page').body().returns<RedeemCodePage>(),
};
