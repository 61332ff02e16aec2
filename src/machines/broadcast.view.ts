import type { SnapshotFrom } from 'xstate';
import type { Broadcast, BroadcastDraft, BroadcastErrors } from '../domain/letter';
import type { broadcastMachine } from './broadcast.machine';

/** 站内信: the form, the preview as the learner will see it, or the broadcast sent or withdrawn. */
export type BroadcastView =
  | { kind: 'editing' | 'saving'; draft: BroadcastDraft; errors: BroadcastErrors; error: string }
  | { kind: 'preview' | 'sending' | 'sent' | 'withdrawing' | 'withdrawn'; broadcast: Broadcast; error: string };

const SENT_STATES = ['preview', 'sending', 'sent', 'withdrawing', 'withdrawn'] as const;

export function broadcastView(snapshot: SnapshotFrom<typeof broadcastMachine>): BroadcastView {
  const { draft, errors, error, broadcast } = snapshot.context;
  const kind = SENT_STATES.find((state) => snapshot.matches(state));
  if (kind && broadcast) return { kind, broadcast, error };
  return { kind: snapshot.hasTag('busy') ? 'saving' : 'editing', draft, errors, error };
}
