import { decodeLeftPassTimes } from '../../domain/groupBuy';
import { decodeOrder } from '../../domain/order';
import { decodeMySquad, decodeSquad, decodeSquadCodes, decodeSquadMembers } from '../../domain/squad';
import { decodeAgreements, decodeSkus, decodeVipState, type AgreementStatus } from '../../domain/vip';
import { GET, POST } from './endpoint';

export type AgreementResponse = { agreement_id: string; status: AgreementStatus };
export type CreateVipOrderBody = { sku_id: string; is_gift?: boolean };
export type VipRedeemCodePage = unknown;

export const vip = {
  cancelAgreement: POST('/vip/v1/cancel_agreement')
    .body<{ agreement_id: string }>(['agreement_id'])
    .returns<AgreementResponse>(),
  createVipOrder: POST('/vip/v1/create_order').body<CreateVipOrderBody>(['sku_id']).decodes(decodeOrder),
  exitSquad: POST('/vip/v1/squad/{squad_id}/exit').body().returns<Record<string, never>>(),
  joinSquad: POST('/vip/v1/squad/join').body<{ invite_code: string }>(['invite_code']).decodes(decodeSquad),
  getGroupBuyLeftPassTimes: GET('/vip/v1/group_buy/left_pass_times').decodes(decodeLeftPassTimes),
  getMyVip: GET('/vip/v1/my').decodes(decodeVipState),
  getMySquad: GET('/vip/v1/squad/my').decodes(decodeMySquad),
  getPeriodPayAgreementLog: GET('/vip/v1/period_pay_agreement/log').decodes(decodeAgreements),
  getSkus: GET('/vip/v1/sku/{ios_system}').decodes(decodeSkus),
  getSquadByInviteCode: GET('/vip/v1/squad/by_invide_code/{invite_code}').decodes(decodeSquad),
  getSquadMembers: GET('/vip/v1/squad/{squad_id}/members').decodes(decodeSquadMembers),
  listSquadInviteCodes: GET('/vip/v1/squad/{squad_id}/invite_code/list').decodes(decodeSquadCodes),
  listVipRedeemCodes: POST('/redeem/v1/vip/list/page').body().returns<VipRedeemCodePage>(),
};
