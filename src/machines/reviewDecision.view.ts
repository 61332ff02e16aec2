import type { SnapshotFrom } from 'xstate';
import type { reviewDecisionMachine } from './reviewDecision.machine';

/** One book's decision: the reason box, and where the decision stands. */
export interface ReviewDecisionView {
  kind: 'pending' | 'deciding' | 'approved' | 'rejected';
  reason: string;
  /** Why the last tap decided nothing: the reason is missing or too long, or the server refused. */
  error: string;
  /** While deciding: which of the two is under way, for its button's spinner. */
  approving: boolean;
}

export function reviewDecisionView(snapshot: SnapshotFrom<typeof reviewDecisionMachine>): ReviewDecisionView {
  const { reason, error, approve } = snapshot.context;
  const kind = snapshot.hasTag('busy')
    ? 'deciding'
    : snapshot.matches('approved')
      ? 'approved'
      : snapshot.matches('rejected')
        ? 'rejected'
        : 'pending';
  return { kind, reason, error, approving: approve };
}
