import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { isBeyondSample, lastReachable, type CardPreview, type InteractiveTemplate } from '../domain/card';
import { errorMessage, notProvidedIn } from './effects';

export interface CardViewerInput {
  /** Which card opens first (from 0), e.g. the one tapped in 试看 or 最难的卡片. */
  start?: number;
  /** 自动发音 from 设置: each new card speaks once it is shown. */
  autoSpeak: boolean;
}

/** What the viewer knows of the package before its first card. */
export interface CardDeck {
  total: number;
  sample_size: number;
  owned: boolean;
}

export interface LoadedCard {
  card: CardPreview;
  /** The interactive template, only when the card still needs unlocking. */
  template: InteractiveTemplate | null;
}

export interface CardViewerContext extends CardDeck {
  index: number;
  autoSpeak: boolean;
  card: CardPreview | null;
  template: InteractiveTemplate | null;
  error: string;
  unlockError: string;
  soundError: string;
  /** The spoken card, once the speech is made. */
  soundUrl: string;
}

export type CardViewerEvent =
  | { type: 'flip' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'retry' }
  | { type: 'speak' }
  | { type: 'unlock' }
  /** From the sound child. */
  | { type: 'sound.ended' }
  | { type: 'sound.failed' };

/** An unlock: the whole template when the reader may (会员), else this one card. */
export interface UnlockRequest {
  templateId: string;
  cardId: string;
  whole: boolean;
}

const notProvided = notProvidedIn('cardViewer');

/**
 * View contract: /book-previewer/:id. loading → showing (card: fetching → front ↔ back, locked beyond the free sample,
 * unlocking an interactive card; sound: silent → speaking → playing, as a child) ; next/prev re-enter `showing`, so a
 * new card always stops the old sound and drops an older card's answer.
 */
export const cardViewerMachine = setup({
  types: { input: {} as CardViewerInput, context: {} as CardViewerContext, events: {} as CardViewerEvent },
  actors: {
    loadDeck: fromPromise<CardDeck>(notProvided('loadDeck')),
    loadCard: fromPromise<LoadedCard, { index: number }>(notProvided('loadCard')),
    unlock: fromPromise<void, UnlockRequest>(notProvided('unlock')),
    speech: fromPromise<string, { text: string }>(notProvided('speech')),
    /** Plays the sound; sends `sound.ended` or `sound.failed` back, and stops the sound when it is stopped. */
    playSound: fromCallback<CardViewerEvent, { url: string }>(() => {
      throw new Error('cardViewer: 未提供 "playSound" 副作用');
    }),
  },
  guards: {
    beyondSample: ({ context }) => isBeyondSample(context.index, context),
    hasNext: ({ context }) => context.index < lastReachable(context),
    hasPrev: ({ context }) => context.index > 0,
    needsUnlock: ({ context }) => context.template !== null,
    hasSpeech: ({ context }) => (context.card?.speech_text ?? '') !== '',
  },
}).createMachine({
  id: 'cardViewer',
  context: ({ input }) => ({
    index: Math.max(0, input.start ?? 0),
    autoSpeak: input.autoSpeak,
    total: 0,
    sample_size: 0,
    owned: false,
    card: null,
    template: null,
    error: '',
    unlockError: '',
    soundError: '',
    soundUrl: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDeck',
        id: 'loadDeck',
        onDone: [
          {
            guard: ({ event }) => event.output.total === 0,
            target: 'failed',
            actions: assign({ error: '这本书还没有卡片' }),
          },
          {
            target: 'showing',
            actions: assign(({ event, context }) => ({
              ...event.output,
              index: Math.min(context.index, lastReachable(event.output)),
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    showing: {
      type: 'parallel',
      on: {
        next: {
          guard: 'hasNext',
          target: 'showing',
          reenter: true,
          actions: assign({ index: ({ context }) => context.index + 1 }),
        },
        prev: {
          guard: 'hasPrev',
          target: 'showing',
          reenter: true,
          actions: assign({ index: ({ context }) => context.index - 1 }),
        },
      },
      states: {
        card: {
          initial: 'choosing',
          entry: assign({ card: null, template: null, unlockError: '' }),
          states: {
            choosing: { always: [{ guard: 'beyondSample', target: 'locked' }, { target: 'fetching' }] },
            fetching: {
              invoke: {
                src: 'loadCard',
                id: 'loadCard',
                input: ({ context }) => ({ index: context.index }),
                onDone: {
                  target: 'front',
                  actions: enqueueActions(({ enqueue, event, context }) => {
                    enqueue.assign({ card: event.output.card, template: event.output.template });
                    if (context.autoSpeak && event.output.card.speech_text) enqueue.raise({ type: 'speak' });
                  }),
                },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: { on: { retry: 'fetching' } },
            front: { on: { flip: 'back', unlock: { guard: 'needsUnlock', target: 'unlocking' } } },
            back: { on: { flip: 'front', unlock: { guard: 'needsUnlock', target: 'unlocking' } } },
            unlocking: {
              entry: assign({ unlockError: '' }),
              invoke: {
                src: 'unlock',
                id: 'unlock',
                input: ({ context }) => ({
                  templateId: context.template!.template_id,
                  cardId: context.card!.card_id,
                  whole: context.template!.free_unlocks_left === null,
                }),
                onDone: 'fetching',
                onError: {
                  target: 'front',
                  actions: assign({ unlockError: ({ event }) => errorMessage(event.error, '解锁失败，请重试') }),
                },
              },
            },
            /** Beyond the sample: 购买后可看全部. */
            locked: {},
          },
        },
        sound: {
          initial: 'silent',
          states: {
            silent: { on: { speak: { guard: 'hasSpeech', target: 'speaking' } } },
            speaking: {
              entry: assign({ soundError: '' }),
              initial: 'fetching',
              on: { speak: { target: 'speaking', reenter: true } },
              states: {
                fetching: {
                  invoke: {
                    src: 'speech',
                    id: 'speech',
                    input: ({ context }) => ({ text: context.card!.speech_text }),
                    onDone: { target: 'playing', actions: assign({ soundUrl: ({ event }) => event.output }) },
                    onError: '#cardViewer.showing.sound.failed',
                  },
                },
                playing: {
                  invoke: { src: 'playSound', id: 'playSound', input: ({ context }) => ({ url: context.soundUrl }) },
                  on: {
                    'sound.ended': '#cardViewer.showing.sound.silent',
                    'sound.failed': '#cardViewer.showing.sound.failed',
                  },
                },
              },
            },
            failed: {
              entry: assign({ soundError: '发音失败，请稍后再试' }),
              on: { speak: { guard: 'hasSpeech', target: 'speaking' } },
            },
          },
        },
      },
    },
  },
});
