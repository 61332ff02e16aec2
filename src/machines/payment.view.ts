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

/** Where a paying flow's purchase stands once it pays (steps.ts `paying` and its outcome states). */
export type PayOutcomeView =
  | { kind: 'progress'; payment: Exclude<PaymentView, { kind: 'ended' }> }
  | { kind: 'paid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  /** `otherAccount`: another account is signed in now, so the order could not be read. */
  | { kind: 'unknown'; otherAccount: boolean };

/** What a flow that pays shares of its snapshot: its state, its payment child, and why it failed. */
interface PayingSnapshot {
  matches(state: 'paying' | 'paid' | 'cancelled' | 'failed' | 'unknown'): boolean;
  children: { payment?: { getSnapshot(): unknown } };
  context: { reason: string; otherAccount: boolean };
}

/** The outcome of a paying flow's snapshot; null while it has not started paying. */
export function payOutcomeView(snapshot: PayingSnapshot): PayOutcomeView | null {
  if (snapshot.matches('paying')) {
    const child = snapshot.children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
    const payment = child ? paymentView(child) : ({ kind: 'creating' } as const);
    return {
      kind: 'progress',
      payment: payment.kind === 'ended' ? { kind: 'confirming', attempt: 1, maxAttempts: 1 } : payment,
    };
  }
  if (snapshot.matches('paid')) return { kind: 'paid' };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled' };
  if (snapshot.matches('failed')) return { kind: 'failed', reason: snapshot.context.reason };
  if (snapshot.matches('unknown')) return { kind: 'unknown', otherAccount: snapshot.context.otherAccount };
  return null;
}
