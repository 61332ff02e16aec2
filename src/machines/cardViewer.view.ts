import type { SnapshotFrom } from 'xstate';
import { lastReachable, type InteractiveTemplate } from '../domain/card';
import type { cardViewerMachine } from './cardViewer.machine';

export type CardFace =
  | { kind: 'fetching' }
  | { kind: 'failed'; error: string }
  | { kind: 'locked' }
  | {
      kind: 'card';
      side: 'front' | 'back';
      html: string;
      /** An interactive card still to unlock, with whether the unlock is under way and why it last failed. */
      unlock: { template: InteractiveTemplate; busy: boolean; error: string } | null;
    };

export type CardSound = { kind: 'silent' | 'speaking' } | { kind: 'failed'; error: string };

export type CardViewerView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'showing';
      /** From 1, for 第 n / N 张. */
      position: number;
      total: number;
      sampleSize: number;
      owned: boolean;
      hasPrev: boolean;
      hasNext: boolean;
      face: CardFace;
      cardId: string | null;
      sound: CardSound;
      canSpeak: boolean;
    };

const faceOf = (snapshot: SnapshotFrom<typeof cardViewerMachine>): CardFace => {
  const { card, template, error, unlockError } = snapshot.context;
  if (snapshot.matches({ showing: { card: 'locked' } })) return { kind: 'locked' };
  if (snapshot.matches({ showing: { card: 'failed' } })) return { kind: 'failed', error };
  if (!card) return { kind: 'fetching' };
  const back = snapshot.matches({ showing: { card: 'back' } });
  const busy = snapshot.matches({ showing: { card: 'unlocking' } });
  return {
    kind: 'card',
    side: back ? 'back' : 'front',
    html: back ? card.back_html : card.front_html,
    unlock: template ? { template, busy, error: unlockError } : null,
  };
};

/** What /book-previewer/:id shows, from the viewer's snapshot alone (DESIGN §4). */
export function cardViewerView(snapshot: SnapshotFrom<typeof cardViewerMachine>): CardViewerView {
  const { context } = snapshot;
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('failed')) return { kind: 'failed', error: context.error };
  let sound: CardSound = { kind: 'silent' };
  if (snapshot.matches({ showing: { sound: 'speaking' } })) sound = { kind: 'speaking' };
  else if (snapshot.matches({ showing: { sound: 'failed' } })) sound = { kind: 'failed', error: context.soundError };
  return {
    kind: 'showing',
    position: context.index + 1,
    total: context.total,
    sampleSize: context.sample_size,
    owned: context.owned,
    hasPrev: context.index > 0,
    hasNext: context.index < lastReachable(context),
    face: faceOf(snapshot),
    cardId: context.card?.card_id ?? null,
    sound,
    canSpeak: (context.card?.speech_text ?? '') !== '',
  };
}
