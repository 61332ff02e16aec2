import { GET, POST } from './endpoint';

export type AgreementResponse = unknown;
export type VipOrderResponse = unknown;
export type SquadResponse = unknown;
export type SquadMembersResponse = unknown;
export type SquadInviteCodesResponse = unknown;
export type LeftPassTimesResponse = unknown;
export type MyVipResponse = unknown;
export type AgreementLogResponse = unknown;
export type VipSkusResponse = unknown;
export type VipRedeemCodePage = unknown;

export const vip = {
  cancelAgreement: POST('/vip/v1/cancel_agreement').body().returns<AgreementResponse>(),
  createVipOrder: POST('/vip/v1/create_order').body().returns<VipOrderResponse>(),
  exitSquad: POST('/vip/v1/squad/{squad_id}/exit').body().returns<SquadResponse>(),
  joinSquad: POST('/vip/v1/squad/join').body().returns<SquadResponse>(),
  getGroupBuyLeftPassTimes: GET('/vip/v1/group_buy/left_pass_times').returns<LeftPassTimesResponse>(),
  getMyVip: GET('/vip/v1/my').returns<MyVipResponse>(),
  getMySquad: GET('/vip/v1/squad/my').returns<SquadResponse>(),
  getPeriodPayAgreementLog: GET('/vip/v1/period_pay_agreement/log').returns<AgreementLogResponse>(),
  getSkus: GET('/vip/v1/sku/{ios_system}').returns<VipSkusResponse>(),
  getSquadByInviteCode: GET('/vip/v1/squad/by_invide_code/{invite_code}').returns<SquadResponse>(),
  getSquadMembers: GET('/vip/v1/squad/{squad_id}/members').returns<SquadMembersResponse>(),
  listSquadInviteCodes: GET('/vip/v1/squad/{squad_id}/invite_code/list').returns<SquadInviteCodesResponse>(),
  listVipRedeemCodes: POST('/redeem/v1/vip/list/page').body().returns<VipRedeemCodePage>(),
};
