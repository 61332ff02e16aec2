import * as v from 'valibot';
import { centsSchema } from './money';
import { decoder, textSchema } from './decode';

/** A VIP package. An auto-renew SKU charges `renew_price` every `renew_period_days` after the first period. */
export const skuSchema = v.object({
  sku_id: v.string(),
  name: v.string(),
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  original_price: centsSchema,
  sale_price: centsSchema,
  auto_renew: v.boolean(),
  renew_price: v.optional(centsSchema),
  renew_period_days: v.optional(v.number()),
});
export type Sku = v.InferOutput<typeof skuSchema>;

/** The renewal price and period of an auto-renew SKU; the first period's terms when the backend leaves them out. */
export const renewalOf = (sku: Sku) => ({
  price: sku.renew_price ?? sku.sale_price,
  periodDays: sku.renew_period_days ?? sku.days,
});

/** The plan chosen for a learner who has not chosen: the longest one that does not renew by itself (never auto-renew). */
export function recommendedSku(skus: readonly Sku[]): Sku | undefined {
  return skus
    .filter((sku) => !sku.auto_renew)
    .reduce<Sku | undefined>((best, sku) => (!best || sku.days > best.days ? sku : best), undefined);
}

export const vipStateSchema = v.object({
  is_vip: v.boolean(),
  /** ISO time; null when never a VIP. */
  vip_end_at: textSchema,
});
export type VipState = v.InferOutput<typeof vipStateSchema>;

/** Whole VIP days left at `now` (a part day counts): 0 for no VIP or an unreadable end. */
export function vipDaysLeft(vip: VipState, now: number): number {
  const end = vip.is_vip && vip.vip_end_at ? Date.parse(vip.vip_end_at) : NaN;
  return Number.isFinite(end) && end > now ? Math.ceil((end - now) / 86_400_000) : 0;
}

export const agreementStatusSchema = v.picklist(['ACTIVE', 'CANCELLED']);
export type AgreementStatus = v.InferOutput<typeof agreementStatusSchema>;

/** An auto-renew (period pay) agreement. */
export const agreementSchema = v.object({
  agreement_id: v.string(),
  sku_id: v.string(),
  sku_name: v.string(),
  status: agreementStatusSchema,
  renew_price: centsSchema,
  renew_period_days: v.number(),
  signed_at: v.string(),
  next_charge_at: textSchema,
  cancelled_at: textSchema,
});
export type Agreement = v.InferOutput<typeof agreementSchema>;

export const decodeSkus = decoder(v.object({ skus: v.array(skuSchema) }), '会员套餐');
export const decodeVipState = decoder(vipStateSchema, '会员状态');
export const decodeAgreements = decoder(v.object({ agreements: v.array(agreementSchema) }), '自动续费');
