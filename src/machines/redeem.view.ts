import type { SnapshotFrom } from 'xstate';
import type { RedeemResult } from '../domain/redeem';
import type { redeemMachine } from './redeem.machine';

/** The 兑换码 field, and what the last code gave. */
export interface RedeemView {
  kind: 'editing' | 'consuming' | 'redeemed';
  code: string;
  /** Why the last code was refused (used, expired, unknown…). */
  error: string;
  /** What the last redeemed code gave: VIP days and their new end, or a book. */
  result: RedeemResult | null;
}

export function redeemView(snapshot: SnapshotFrom<typeof redeemMachine>): RedeemView {
  const { code, error, result } = snapshot.context;
  const kind = snapshot.hasTag('busy') ? 'consuming' : snapshot.matches('redeemed') ? 'redeemed' : 'editing';
  return { kind, code, error, result };
}
