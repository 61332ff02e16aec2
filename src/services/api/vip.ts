import { decodeOrder } from '../../domain/order';
import { decodeSquad, decodeSquadCodes, decodeSquadMembers } from '../../domain/squad';
import { decodeAgreements, type AgreementStatus } from '../../domain/vip';
import { GET, POST } from './endpoint';
import { vipReads } from './firstReads';

export type AgreementResponse = { agreement_id: string; status: AgreementStatus };
export type CreateVipOrderBody = { sku_id: string; is_gift?: boolean };
export type VipRedeemCodePage = unknown;

export const vip = {
  ...vipReads,
  cancelAgreement: POST('/vip/v1/cancel_agreement')
    .body<{ agreement_id: string }>(['agreement_id'])
    .returns<AgreementResponse>(),
  createVipOrder: POST('/vip/v1/create_order').body<CreateVipOrderBody>(['sku_id']).decodes(decodeOrder),
  exitSquad: POST('/vip/v1/squad/{squad_id}/exit').body().returns<Record<string, never>>(),
  joinSquad: POST('/vip/v1/squad/join').body<{ invite_code: string }>(['invite_code']).decodes(decodeSquad),
  getPeriodPayAgreementLog: GET('/vip/v1/period_pay_agreement/log').decodes(decodeAgreements),
  getSquadMembers: GET('/vip/v1/squad/{squad_id}/members').decodes(decodeSquadMembers),
  listSquadInviteCodes: GET('/vip/v1/squad/{squad_id}/invite_code/list').decodes(decodeSquadCodes),
  listVipRedeemCodes: POST('/redeem/v1/vip/list/page').body().returns<VipRedeemCodePage>(),
};
