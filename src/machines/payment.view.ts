import type { SnapshotFrom } from 'xstate';
import { type paymentMachine } from './payment.machine';
import { MAX_CONFIRM_ATTEMPTS } from './payment.context';

/** What the screen shows while a payment runs. */
export type PaymentView =
  | { kind: 'creating' }
  | { kind: 'paying' }
  | { kind: 'redirecting' }
  /** `unanswered`: the last query got no answer; it goes on asking until the API answers. */
  | { kind: 'confirming'; attempt: number; maxAttempts: number; unanswered?: boolean }
  /** 取消订单: reading the order, then cancelling it if unpaid. */
  | { kind: 'closing' }
  /** Ended: the flow that started it shows the outcome. */
  | { kind: 'ended' };

export function paymentView(snapshot: SnapshotFrom<typeof paymentMachine>): PaymentView {
  if (snapshot.status === 'done') return { kind: 'ended' };
  if (snapshot.matches('cancelling') || (snapshot.matches('confirming') && snapshot.context.confirm === 'cancel'))
    return { kind: 'closing' };
  if (snapshot.matches('confirming')) {
    const attempt = Math.min(snapshot.context.attempts + 1, MAX_CONFIRM_ATTEMPTS);
    const waiting = { kind: 'confirming' as const, attempt, maxAttempts: MAX_CONFIRM_ATTEMPTS };
    return snapshot.context.unanswered > 0 ? { ...waiting, unanswered: true } : waiting;
  }
  if (snapshot.matches('redirecting')) return { kind: 'redirecting' };
  if (snapshot.matches('paying')) return { kind: 'paying' };
  return { kind: 'creating' };
}
