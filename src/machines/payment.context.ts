import type { Order, OrderRequest } from '../domain/order';
import type { PayChannel } from '../domain/payment';

/*
 * What the payment machine (payment.machine.ts) knows and how long it waits between order queries: the types its
 * flows and services share, apart from the machine itself.
 */

/** How many times `confirming` queries the order before it says the result is unknown. */
export const MAX_CONFIRM_ATTEMPTS = 5;

/** The wait before the next order query: 1 s after the first unpaid answer, then 2 s, 3 s, 4 s… */
export const confirmBackoffMs = (attempts: number): number => Math.max(1, attempts) * 1000;

/**
 * The wait after a query that got no answer (offline, the API restarting): 2 s, 4 s, 6 s… up to 10 s. Such queries
 * never use up the attempts, so the page keeps confirming until the API answers.
 */
export const UNANSWERED_BACKOFF_MAX_MS = 10_000;
/** Counting unanswered queries beyond this changes nothing: the wait is at its longest. */
export const UNANSWERED_COUNT_MAX = UNANSWERED_BACKOFF_MAX_MS / 2000;
export const unansweredBackoffMs = (unanswered: number): number =>
  Math.min(Math.max(1, unanswered) * 2000, UNANSWERED_BACKOFF_MAX_MS);

/**
 * - `patient`: the provider said paid, or the cashier returned to its success page: query with back-off.
 * - `once`: a reload, a Back from the cashier or its cancel page: one query; unpaid means payable again.
 */
export type ConfirmMode = 'patient' | 'once';

/**
 * How the payment reads the order, beyond a flow's `ConfirmMode`:
 * - `cancel`: 取消订单, asked by the user: one query; paid ends paid, unpaid is cancelled on the server.
 * - `refused`: the backend refused to pay or cancel (already paid, say): one query decides, never a second payment.
 */
export type OrderCheck = ConfirmMode | 'cancel' | 'refused';

export interface PaymentInput {
  channel: PayChannel;
  /** What to buy when there is no order yet. */
  request: OrderRequest;
  /** An order made before: it is paid (or confirmed), never made again. */
  orderId?: string | null;
  /** Start by confirming `orderId` (or cancelling it) instead of paying it. */
  confirm?: Exclude<OrderCheck, 'refused'>;
}

export interface PaymentContext {
  channel: PayChannel;
  request: OrderRequest;
  orderId: string | null;
  /** An order exists (given, or created here), even if it was closed since. */
  orderCreated: boolean;
  /** Set when the order is read as paid. */
  paidOrder: Order | null;
  /** null until the order is paid or given to confirm. */
  confirm: OrderCheck | null;
  /** Order queries answered unpaid in the current confirmation. */
  attempts: number;
  /** Queries in a row that got no answer at all. */
  unanswered: number;
  /** The last query was refused with 403: the order is another account's (this tab's session was switched). */
  otherAccount: boolean;
  reason: string;
}

export type PaymentEvent =
  /** pageshow from the back-forward cache: the user came back from the cashier. */
  { type: 'page.shown' };

export interface PayInput {
  orderId: string;
  channel: PayChannel;
}

/** null: the order is gone; 'otherAccount': it belongs to another account than the one signed in now. */
export type QueriedOrder = Order | 'otherAccount' | null;
