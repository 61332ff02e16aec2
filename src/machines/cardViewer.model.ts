import { fromCallback } from 'xstate';
import type { CardPreview, InteractiveTemplate } from '../domain/card';
import { cardViewerMachine, type CardDeck, type CardViewerEvent, type LoadedCard } from './cardViewer.machine';
import { machineModel } from './model';

const DECK: CardDeck = { total: 3, sample_size: 2, owned: false };
const CARD: CardPreview = {
  card_id: '1-1',
  front_html: '<p>abandon</p>',
  back_html: '<p>v. 放弃</p>',
  speech_text: 'abandon',
  interactive: null,
};
const TEMPLATE: InteractiveTemplate = {
  template_id: 'icp-quiz',
  name: '互动选择题',
  unlock_rule: '登录后每人可免费解锁 3 张，会员可解锁全部',
  free_unlocks_left: 3,
};
const PLAIN: LoadedCard = { card: CARD, template: null };
const INTERACTIVE: LoadedCard = {
  card: { ...CARD, card_id: '1-2', interactive: { template_id: TEMPLATE.template_id, unlocked: false } },
  template: TEMPLATE,
};

/** Sample data of the card viewer model, shared with the machine's tests. */
export const CARD_VIEWER_SAMPLES = { DECK, CARD, TEMPLATE, PLAIN, INTERACTIVE };

export const cardViewerModel = machineModel({
  name: 'cardViewer',
  machine: cardViewerMachine,
  description: '卡片预览：加载 → 正面 ↔ 背面 → 上一张/下一张，试看之后锁定；互动卡片解锁；发音是子流程，换卡即停',
  model: {
    inputs: [{ autoSpeak: false }, { autoSpeak: true, start: 1 }],
    events: [
      { type: 'flip' },
      { type: 'next' },
      { type: 'prev' },
      { type: 'retry' },
      { type: 'speak' },
      { type: 'unlock' },
      { type: 'sound.ended' },
      { type: 'sound.failed' },
      { type: 'xstate.done.actor.loadDeck', output: DECK },
      { type: 'xstate.done.actor.loadDeck', output: { ...DECK, total: 0 } },
      { type: 'xstate.error.actor.loadDeck', error: new Error('网络异常，请检查网络后重试') },
      { type: 'xstate.done.actor.loadCard', output: PLAIN },
      { type: 'xstate.done.actor.loadCard', output: INTERACTIVE },
      { type: 'xstate.error.actor.loadCard', error: new Error('网络异常，请检查网络后重试') },
      { type: 'xstate.done.actor.unlock' },
      { type: 'xstate.error.actor.unlock', error: new Error('免费解锁次数已用完') },
      { type: 'xstate.done.actor.speech', output: 'data:audio/wav;base64,' },
      { type: 'xstate.error.actor.speech', error: new Error('语音服务繁忙') },
    ],
  },
  testServices: { actors: { playSound: fromCallback<CardViewerEvent, { url: string }>(() => {}) } },
});
