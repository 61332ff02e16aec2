import { decodeOrder } from '../../domain/order';
import { decodeAgreements, decodeSkus, decodeVipState, type AgreementStatus } from '../../domain/vip';
import { GET, POST } from './endpoint';

export type AgreementResponse = { agreement_id: string; status: AgreementStatus };
export type SquadResponse = unknown;
export type SquadMembersResponse = unknown;
export type SquadInviteCodesResponse = unknown;
export type LeftPassTimesResponse = unknown;
export type CreateVipOrderBody = { sku_id: string; is_gift?: boolean };
export type VipRedeemCodePage = unknown;

export const vip = {
  cancelAgreement: POST('/vip/v1/cancel_agreement')
    .body<{ agreement_id: string }>(['agreement_id'])
    .returns<AgreementResponse>(),
  createVipOrder: POST('/vip/v1/create_order').body<CreateVipOrderBody>(['sku_id']).decodes(decodeOrder),
  exitSquad: POST('/vip/v1/squad/{squad_id}/exit').body().returns<SquadResponse>(),
  joinSquad: POST('/vip/v1/squad/join').body().returns<SquadResponse>(),
  getGroupBuyLeftPassTimes: GET('/vip/v1/group_buy/left_pass_times').returns<LeftPassTimesResponse>(),
  getMyVip: GET('/vip/v1/my').decodes(decodeVipState),
  getMySquad: GET('/vip/v1/squad/my').returns<SquadResponse>(),
  getPeriodPayAgreementLog: GET('/vip/v1/period_pay_agreement/log').decodes(decodeAgreements),
  getSkus: GET('/vip/v1/sku/{ios_system}').decodes(decodeSkus),
  getSquadByInviteCode: GET('/vip/v1/squad/by_invide_code/{invite_code}').returns<SquadResponse>(),
  getSquadMembers: GET('/vip/v1/squad/{squad_id}/members').returns<SquadMembersResponse>(),
  listSquadInviteCodes: GET('/vip/v1/squad/{squad_id}/invite_code/list').returns<SquadInviteCodesResponse>(),
  listVipRedeemCodes: POST('/redeem/v1/vip/list/page').body().returns<VipRedeemCodePage>(),
};
