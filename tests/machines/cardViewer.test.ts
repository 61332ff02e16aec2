import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  cardViewerMachine,
  type CardDeck,
  type CardViewerEvent,
  type CardViewerInput,
  type LoadedCard,
  type UnlockRequest,
} from '../../src/machines/cardViewer.machine';
import { CARD_VIEWER_SAMPLES } from '../../src/machines/cardViewer.model';
import { cardViewerView } from '../../src/machines/cardViewer.view';
import { expectRegistryModelCovered } from './modelPaths';

const { DECK, PLAIN, INTERACTIVE } = CARD_VIEWER_SAMPLES;

interface Fakes {
  deck?: () => Promise<CardDeck>;
  card?: (index: number) => Promise<LoadedCard>;
  unlock?: (request: UnlockRequest) => Promise<void>;
  speech?: (text: string) => Promise<string>;
}

/** The viewer with fake services; `sounds` logs each sound started and stopped, as the real player would play it. */
function startViewer(input: CardViewerInput = { autoSpeak: false }, fakes: Fakes = {}) {
  const sounds: string[] = [];
  const loadCard = vi.fn(
    fakes.card ?? (async (index: number) => ({ ...PLAIN, card: { ...PLAIN.card, card_id: `c${index}` } })),
  );
  const unlock = vi.fn(fakes.unlock ?? (async () => {}));
  const speech = vi.fn(fakes.speech ?? (async (text: string) => `audio:${text}`));
  let endSound: (() => void) | null = null;
  const machine = cardViewerMachine.provide({
    actors: {
      loadDeck: fromPromise(fakes.deck ?? (async () => DECK)),
      loadCard: fromPromise<LoadedCard, { index: number }>(({ input: i }) => loadCard(i.index)),
      unlock: fromPromise<void, UnlockRequest>(({ input: i }) => unlock(i)),
      speech: fromPromise<string, { text: string }>(({ input: i }) => speech(i.text)),
      playSound: fromCallback<CardViewerEvent, { url: string }>(({ input: i, sendBack }) => {
        sounds.push(`play ${i.url}`);
        endSound = () => sendBack({ type: 'sound.ended' });
        return () => sounds.push(`stop ${i.url}`);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => cardViewerView(actor.getSnapshot());
  const showing = () => {
    const v = view();
    if (v.kind !== 'showing') throw new Error(`not showing: ${v.kind}`);
    return v;
  };
  return { actor, view, showing, sounds, loadCard, unlock, speech, endSound: () => endSound?.() };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('issue 56 card viewer: loading → front ↔ back → next/previous → locked beyond the sample, sound as a child', () => {
  test('one card at a time: tap flips front and back, 第 n / N 张 follows next and previous', async () => {
    const { actor, showing, loadCard } = startViewer();
    await settle();
    expect(showing()).toMatchObject({ position: 1, total: 3, hasPrev: false, hasNext: true });
    expect(showing().face).toMatchObject({ kind: 'card', side: 'front', html: PLAIN.card.front_html });
    actor.send({ type: 'flip' });
    expect(showing().face).toMatchObject({ kind: 'card', side: 'back', html: PLAIN.card.back_html });
    actor.send({ type: 'flip' });
    expect(showing().face).toMatchObject({ side: 'front' });
    actor.send({ type: 'next' });
    expect(showing().face).toEqual({ kind: 'fetching' });
    await settle();
    expect(showing()).toMatchObject({ position: 2, cardId: 'c1', face: { side: 'front' } });
    actor.send({ type: 'prev' });
    await settle();
    expect(showing()).toMatchObject({ position: 1, cardId: 'c0' });
    actor.send({ type: 'prev' });
    expect(showing().position).toBe(1);
    expect(loadCard.mock.calls.map(([i]) => i)).toEqual([0, 1, 0]);
  });

  test('beyond the free sample the card is locked and never asked for (购买后可看全部), and no further card opens', async () => {
    const { actor, showing, loadCard } = startViewer(
      { autoSpeak: false, start: 1 },
      { deck: async () => ({ ...DECK, total: 10 }) },
    );
    await settle();
    actor.send({ type: 'next' });
    await settle();
    expect(showing()).toMatchObject({ position: 3, total: 10, face: { kind: 'locked' }, hasNext: false });
    expect(loadCard.mock.calls.map(([i]) => i)).toEqual([1]);
    actor.send({ type: 'next' });
    expect(showing().position).toBe(3);
  });

  test('a start deep in the book opens the first locked card for a reader who does not own it', async () => {
    const { showing } = startViewer({ autoSpeak: false, start: 8 }, { deck: async () => ({ ...DECK, total: 10 }) });
    await settle();
    expect(showing()).toMatchObject({ position: 3, face: { kind: 'locked' } });
  });

  test('an owner sees every card: nothing is locked', async () => {
    const { actor, showing } = startViewer(
      { autoSpeak: false, start: 2 },
      { deck: async () => ({ ...DECK, owned: true }) },
    );
    await settle();
    expect(showing()).toMatchObject({ position: 3, owned: true, face: { kind: 'card' } });
    actor.send({ type: 'flip' });
    expect(showing().face).toMatchObject({ side: 'back' });
  });

  test('a start beyond the last card opens the last one; a book without cards says so', async () => {
    const { showing } = startViewer({ autoSpeak: false, start: 99 }, { deck: async () => ({ ...DECK, owned: true }) });
    await settle();
    expect(showing().position).toBe(3);
    const empty = startViewer({ autoSpeak: false }, { deck: async () => ({ ...DECK, total: 0 }) });
    await settle();
    expect(empty.view()).toEqual({ kind: 'failed', error: '这本书还没有卡片' });
  });

  test('a failed deck or card says why and 重试 loads it again', async () => {
    let fail = true;
    const { actor, view, showing } = startViewer(
      { autoSpeak: false },
      {
        deck: async () => {
          if (fail) throw new Error('网络异常，请检查网络后重试');
          return DECK;
        },
        card: async () => {
          if (fail) throw new Error('服务器繁忙');
          return PLAIN;
        },
      },
    );
    await settle();
    expect(view()).toEqual({ kind: 'failed', error: '网络异常，请检查网络后重试' });
    fail = false;
    actor.send({ type: 'retry' });
    await settle();
    expect(showing().face).toMatchObject({ kind: 'card' });
    fail = true;
    actor.send({ type: 'next' });
    await settle();
    expect(showing().face).toEqual({ kind: 'failed', error: '服务器繁忙' });
    fail = false;
    actor.send({ type: 'retry' });
    await settle();
    expect(showing().face).toMatchObject({ kind: 'card', side: 'front' });
  });

  test('an older card answering late never replaces the card now shown', async () => {
    const answers: ((card: LoadedCard) => void)[] = [];
    const { actor, showing } = startViewer(
      { autoSpeak: false },
      { card: () => new Promise((resolve) => answers.push(resolve)) },
    );
    await settle();
    answers[0]!(PLAIN);
    await settle();
    actor.send({ type: 'next' });
    await settle();
    actor.send({ type: 'prev' });
    await settle();
    answers[1]!({ ...PLAIN, card: { ...PLAIN.card, card_id: 'late' } });
    await settle();
    expect(showing()).toMatchObject({ position: 1, face: { kind: 'fetching' } });
    answers[2]!(PLAIN);
    await settle();
    expect(showing()).toMatchObject({ position: 1, cardId: PLAIN.card.card_id });
  });
});

describe('issue 56 发音: one sound at a time, a new card stops the old sound, failures leave the card readable', () => {
  test('the speaker asks TTS for the card text once and plays it; the end returns to silent', async () => {
    const { actor, showing, speech, sounds, endSound } = startViewer();
    await settle();
    actor.send({ type: 'speak' });
    expect(showing().sound).toEqual({ kind: 'speaking' });
    await settle();
    expect(speech).toHaveBeenCalledTimes(1);
    expect(speech).toHaveBeenCalledWith('abandon');
    expect(sounds).toEqual(['play audio:abandon']);
    endSound();
    expect(showing().sound).toEqual({ kind: 'silent' });
  });

  test('speaking again restarts the sound rather than playing two at once', async () => {
    const { actor, sounds } = startViewer();
    await settle();
    actor.send({ type: 'speak' });
    await settle();
    actor.send({ type: 'speak' });
    await settle();
    expect(sounds).toEqual(['play audio:abandon', 'stop audio:abandon', 'play audio:abandon']);
  });

  test('a new card stops the old sound', async () => {
    const { actor, sounds, showing } = startViewer();
    await settle();
    actor.send({ type: 'speak' });
    await settle();
    actor.send({ type: 'next' });
    expect(sounds).toEqual(['play audio:abandon', 'stop audio:abandon']);
    expect(showing().sound).toEqual({ kind: 'silent' });
  });

  test('自动发音 speaks each new card once it is shown, and not again on a flip', async () => {
    const { actor, speech } = startViewer({ autoSpeak: true });
    await settle();
    expect(speech).toHaveBeenCalledTimes(1);
    actor.send({ type: 'flip' });
    actor.send({ type: 'flip' });
    await settle();
    expect(speech).toHaveBeenCalledTimes(1);
    actor.send({ type: 'next' });
    await settle();
    expect(speech).toHaveBeenCalledTimes(2);
  });

  test('an audio failure says so and leaves the card readable; the speaker tries again', async () => {
    let fail = true;
    const { actor, showing } = startViewer(
      { autoSpeak: false },
      {
        speech: async (text) => {
          if (fail) throw new Error('语音服务繁忙');
          return `audio:${text}`;
        },
      },
    );
    await settle();
    actor.send({ type: 'speak' });
    await settle();
    expect(showing().sound).toEqual({ kind: 'failed', error: '发音失败，请稍后再试' });
    expect(showing().face).toMatchObject({ kind: 'card', side: 'front' });
    fail = false;
    actor.send({ type: 'speak' });
    await settle();
    expect(showing().sound).toEqual({ kind: 'speaking' });
    actor.send({ type: 'sound.failed' });
    expect(showing().sound).toMatchObject({ kind: 'failed' });
  });
});

describe('issue 56 interactive cards: 解锁 unlocks the card, or the whole template for whom it is open', () => {
  test('a card that needs unlocking shows 解锁; a free unlock unlocks this card and shows it again', async () => {
    let unlocked = false;
    const { actor, showing, unlock } = startViewer(
      { autoSpeak: false },
      { card: async () => (unlocked ? PLAIN : INTERACTIVE) },
    );
    await settle();
    expect(showing().face).toMatchObject({ kind: 'card', unlock: { template: INTERACTIVE.template, busy: false } });
    unlocked = true;
    actor.send({ type: 'unlock' });
    expect(showing().face).toMatchObject({ unlock: { busy: true } });
    actor.send({ type: 'unlock' });
    await settle();
    expect(unlock).toHaveBeenCalledTimes(1);
    expect(unlock).toHaveBeenCalledWith({ templateId: 'icp-quiz', cardId: '1-2', whole: false });
    expect(showing().face).toMatchObject({ kind: 'card', unlock: null });
  });

  test('a reader with no free unlocks left (null) unlocks the whole template', async () => {
    const { actor, unlock } = startViewer(
      { autoSpeak: false },
      { card: async () => ({ ...INTERACTIVE, template: { ...INTERACTIVE.template!, free_unlocks_left: null } }) },
    );
    await settle();
    actor.send({ type: 'unlock' });
    await settle();
    expect(unlock).toHaveBeenCalledWith({ templateId: 'icp-quiz', cardId: '1-2', whole: true });
  });

  test('a refused unlock says why and keeps the card', async () => {
    const { actor, showing } = startViewer(
      { autoSpeak: false },
      {
        card: async () => INTERACTIVE,
        unlock: async () => {
          throw new Error('免费解锁次数已用完，开通会员可解锁全部互动卡片');
        },
      },
    );
    await settle();
    actor.send({ type: 'unlock' });
    await settle();
    expect(showing().face).toMatchObject({
      kind: 'card',
      side: 'front',
      unlock: { busy: false, error: '免费解锁次数已用完，开通会员可解锁全部互动卡片' },
    });
  });

  test('a plain card offers no unlock', async () => {
    const { actor, unlock } = startViewer();
    await settle();
    actor.send({ type: 'unlock' });
    await settle();
    expect(unlock).not.toHaveBeenCalled();
  });
});

test('issue 56 card viewer model: the model-based paths reach every state and transition', async () => {
  await expectRegistryModelCovered('cardViewer');
});
