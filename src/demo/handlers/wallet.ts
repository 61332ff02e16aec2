import { DEPOSIT_SKUS } from '../catalogueData';
import { badRequest, type RouteFn } from './kit';
import { newOrder, presentOrder } from './orders';

const ORDER_ID_BASE = 2_600_000_000_000_000_000n;

/** wallet/deposit/skus: the top-up packs. */
export const getDepositSkus: RouteFn = () => ({ skus: DEPOSIT_SKUS });

/**
 * wallet/deposit/buy: a top-up order, with the VIP order's rules: the buyer's pending order of the same pack is
 * answered again (a double tap, 继续支付), and once paid the pack's coins are added (settle.ts), once.
 */
export const buyDeposit: RouteFn = ({ user, state, body, now, random }) => {
  const me = user();
  const sku = DEPOSIT_SKUS.find((s) => s.sku_id === body.sku_id);
  if (!sku) throw badRequest('充值套餐不存在或已下架');
  const pending = state.orders.find(
    (o) => o.user_id === me.user_id && o.sku_id === sku.sku_id && o.status === 'PENDING',
  );
  if (pending) return presentOrder(state, pending, me);
  const order = newOrder(ORDER_ID_BASE, random, now, {
    user_id: me.user_id,
    sku_id: sku.sku_id,
    amount: sku.price,
    deposit: true,
  });
  state.orders.push(order);
  return presentOrder(state, order, me);
};
