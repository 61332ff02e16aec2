import type { CreatorOrder, PromotionOrder } from '../../domain/creatorCentre';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import type { SoldOrderRow } from '../../ui/creator/SoldOrderList';
import { clientStore } from '../app';
import { requireLogin } from '../auth';
import { dateTimeOf } from '../vip/dates';

/** A creator's or a sharer's order as a row: the share is the income or the commission. */
export const soldOrderRow = (order: CreatorOrder | PromotionOrder): SoldOrderRow => ({
  id: order.order_id,
  book: order.book_title,
  buyer: order.buyer,
  amount: order.amount,
  share: 'income' in order ? order.income : order.commission,
  refunded: order.status === 'REFUNDED',
  time: dateTimeOf(order.paid_at) ?? '',
});

/** Asks for sign-in first when signed out; closing the sheet rejects with 取消登录. */
export async function signedIn(): Promise<void> {
  if (!clientStore.get().token) await requireLogin();
}

export const signInCancelled = (error: string) => error === LOGIN_CANCELLED_TEXT;
