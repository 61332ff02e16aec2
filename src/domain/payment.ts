import type { Order, OrderRequest } from './order';

/** Spec §3: the backend's payment channels. */
export type PaymentChannel = 'APPLE_PAY' | 'PING_PP' | 'IOS_WALLET' | 'ALIPAY' | 'WXPAY' | 'ANDROID_WALLET';

/** How this browser pays: WeChat-like → WXPAY through the JS bridge, desktop → /pc-pay, other phones → Alipay via Ping++. */
export type PayChannel = 'WXPAY' | 'ALIPAY' | 'PC';

/** What a payment adapter reports: the provider said ok/cancel/fail, or the page is leaving for an external cashier. */
export type PayOutcome = 'ok' | 'cancel' | 'fail' | 'redirect';

/** How a payment ended, as the payment machine hands it to the flow that started it. */
export type PaymentResult =
  | { outcome: 'paid'; order: Order }
  /** Unpaid and still payable: the user cancelled, or came back from the cashier without paying. */
  | { outcome: 'cancelled'; orderId: string }
  /** `orderId` is the order still payable, if any; `orderCreated` is false when nothing can have been charged. */
  | { outcome: 'failed'; orderId: string | null; reason: string; orderCreated: boolean }
  /**
   * Still unpaid after every query: never pay twice without checking. `otherAccount`: the order could not be read
   * because it is another account's (the session was switched in another tab); that account shows it.
   */
  | { outcome: 'unknown'; orderId: string; otherAccount: boolean }
  /** 取消订单: the order read unpaid and the server cancelled it (or it was closed already). */
  | { outcome: 'closed' };

/** The order being paid, kept across an external payment page or a reload (DESIGN §4). */
export interface PendingOrder {
  orderId: string;
  isGift: boolean;
  /** A book order: its book, so the return from the cashier goes back to that book. */
  bookId?: string;
  /** A group-buy order: its group, so the return goes back to the group's page. */
  groupId?: string;
  /** A lease order: the return goes back to 我的书架. */
  lease?: true;
  /** A wallet top-up: the return goes back to 钱包. */
  deposit?: true;
}

/** Where a pending order's cashier trip comes back to: its book, its group's page, 我的书架 for a lease, or 钱包. */
export function returnOf(
  request: OrderRequest,
  groupId: string | null,
): Pick<PendingOrder, 'bookId' | 'groupId' | 'lease' | 'deposit'> {
  if (request.kind === 'deposit') return { deposit: true };
  if (request.kind === 'book') return { bookId: request.bookId };
  if (request.kind === 'lease') return { bookId: request.bookId, lease: true };
  if (request.kind === 'vip') return {};
  return { bookId: request.bookId, ...(groupId ? { groupId } : {}) };
}
