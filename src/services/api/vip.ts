import { GET, POST } from './endpoint';

export type AgreementResponse = { agreement_id: string; status: AgreementStatus };
export type AgreementStatus = 'ACTIVE' | 'CANCELLED';
export type SquadResponse = unknown;
export type SquadMembersResponse = unknown;
export type SquadInviteCodesResponse = unknown;
export type LeftPassTimesResponse = unknown;

/** Prices are in cents. An auto-renew SKU charges renew_price every renew_period_days after the first period. */
export interface VipSku {
  sku_id: string;
  name: string;
  days: number;
  original_price: number;
  sale_price: number;
  auto_renew: boolean;
  renew_price?: number;
  renew_period_days?: number;
}
export type VipSkusResponse = { skus: VipSku[] };

export interface MyVipResponse {
  is_vip: boolean;
  /** ISO time; null when never a VIP. */
  vip_end_at: string | null;
}

export interface PeriodPayAgreement {
  agreement_id: string;
  sku_id: string;
  sku_name: string;
  status: AgreementStatus;
  renew_price: number;
  renew_period_days: number;
  signed_at: string;
  next_charge_at: string | null;
  cancelled_at: string | null;
}
export type AgreementLogResponse = { agreements: PeriodPayAgreement[] };

export type OrderStatus = 'PENDING' | 'PAID' | 'CLOSED';

/** A VIP order as GET /order/v1/{order_id}/query and create_order answer it. */
export interface VipOrder {
  /** A big integer: it stays a string through the lossless parser. */
  order_id: string;
  sku_id: string;
  sku_name: string;
  days: number;
  amount: number;
  status: OrderStatus;
  is_gift: boolean;
  created_at: string;
  paid_at: string | null;
  /** True when the signed-in user placed it; a gift order is readable by anyone with its link. */
  mine: boolean;
  buyer_nickname: string;
  /** A paid gift: its claim code (to the buyer only) and whether it was claimed. */
  gift: { code?: string; claimed: boolean; claimed_by_nickname: string | null; claimed_at: string | null } | null;
}
export type VipOrderResponse = VipOrder;
export type CreateVipOrderBody = { sku_id: string; is_gift?: boolean };
export type VipRedeemCodePage = unknown;

export const vip = {
  cancelAgreement: POST('/vip/v1/cancel_agreement')
    .body<{ agreement_id: string }>(['agreement_id'])
    .returns<AgreementResponse>(),
  createVipOrder: POST('/vip/v1/create_order').body<CreateVipOrderBody>(['sku_id']).returns<VipOrderResponse>(),
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
