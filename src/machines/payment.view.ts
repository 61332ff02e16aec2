import type { SnapshotFrom } from 'xstate';
import { MAX_CONFIRM_ATTEMPTS, type paymentMachine } from './payment.machine';

/** What the screen shows while a payment runs. */
export type PaymentView =
  | { kind: 'creating' }
  | { kind: 'paying' }
  | { kind: 'redirecting' }
  | { kind: 'confirming'; attempt: number; maxAttempts: number }
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
    return { kind: 'confirming', attempt, maxAttempts: MAX_CONFIRM_ATTEMPTS };
  }
  if (snapshot.matches('redirecting')) return { kind: 'redirecting' };
  if (snapshot.matches('paying')) return { kind: 'paying' };
  return { kind: 'creating' };
}
