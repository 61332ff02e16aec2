import * as v from 'valibot';
import { centsSchema } from './money';
import { decoder } from './decode';

const coinsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A top-up pack of GET /user/v1/wallet/deposit/skus (its shape is assumed: spec §7 shows none). Coins are the
 * wallet's unit (1 coin = 1 cent of balance); `bonus_coins` come on top of `coins` for the same price.
 */
export const depositSkuSchema = v.object({
  sku_id: v.string(),
  coins: coinsSchema,
  bonus_coins: v.optional(coinsSchema, 0),
  price: centsSchema,
});
export type DepositSku = v.InferOutput<typeof depositSkuSchema>;

export const decodeDepositSkus = decoder(v.object({ skus: v.array(depositSkuSchema) }), '充值套餐');

/** What a pack puts in the wallet. */
export const coinsOf = (sku: Pick<DepositSku, 'coins' | 'bonus_coins'>) => sku.coins + sku.bonus_coins;
