import type { SnapshotFrom } from 'xstate';
import type { refundMachine, RefundOrder } from './refund.machine';

/** The refund confirmation of 我的订单, and the order whose refund is under way. */
export interface RefundView {
  kind: 'idle' | 'confirming' | 'requesting' | 'refunding' | 'done';
  /** The order asked about (the confirmation is up while confirming or requesting). */
  order: RefundOrder | null;
  /** Why the last 确定退款 was refused. */
  error: string;
}

export function refundView(snapshot: SnapshotFrom<typeof refundMachine>): RefundView {
  const { order, error } = snapshot.context;
  const kinds = ['confirming', 'requesting', 'refunding', 'done'] as const;
  return { kind: kinds.find((kind) => snapshot.matches(kind)) ?? 'idle', order, error };
}
