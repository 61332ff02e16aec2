import type { SnapshotFrom } from 'xstate';
import type { GeneratedBatch, RedeemBatchErrors, RedeemBatchForm } from '../domain/redeem';
import type { redeemBatchMachine } from './redeemBatch.machine';

/** 生成兑换码: the form with its problems, or the batch just made. */
export type RedeemBatchView =
  | { kind: 'editing' | 'generating'; form: RedeemBatchForm; errors: RedeemBatchErrors; error: string }
  | { kind: 'done'; batch: GeneratedBatch };

export function redeemBatchView(snapshot: SnapshotFrom<typeof redeemBatchMachine>): RedeemBatchView {
  const { form, errors, error, batch } = snapshot.context;
  if (snapshot.matches('done') && batch) return { kind: 'done', batch };
  return { kind: snapshot.hasTag('busy') ? 'generating' : 'editing', form, errors, error };
}
