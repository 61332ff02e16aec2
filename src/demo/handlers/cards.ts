import {
  cardContent,
  cardIdOf,
  cardOfId,
  FREE_UNLOCKS,
  isInteractive,
  mediaFile,
  QUIZ_TEMPLATE,
  SAMPLE_SIZE,
} from '../library/cards';
import { RANK_LEARNERS } from '../library/discover';
import { findSeedBook, type SeedBook } from '../library/seed';
import { toBase64 } from '../png';
import type { DemoState, DemoUser } from '../state';
import { badRequest, DemoError, requireString, type RouteContext, type RouteFn } from './kit';
import { activeLease, ownsBook } from './leaseRules';

function packageBook(uuid: string | undefined): SeedBook {
  const book = findSeedBook(/^pkg-(\d+)$/.exec(uuid ?? '')?.[1]);
  if (!book) throw new DemoError(404, '卡包不存在');
  return book;
}

/** Free books, bought books and running leases show every card; anyone else the first SAMPLE_SIZE (试看). */
function ownsCards(state: DemoState, book: SeedBook, viewer: DemoUser | undefined, now: number) {
  if (book.price === 0) return true;
  return (
    !!viewer &&
    (ownsBook(state, viewer.user_id, book.library_book_id) ||
      !!activeLease(state, viewer.user_id, book.library_book_id, now))
  );
}

const isVip = (user: DemoUser, now: number) => (user.vip_end_at ?? 0) > now;
const unlockKey = (user: DemoUser, kind: 'card' | 'template', id: string) => `${user.user_id}:${kind}:${id}`;
const cardUnlocksOf = (state: DemoState, user: DemoUser) =>
  state.icp_unlocks.filter((key) => key.startsWith(`${user.user_id}:card:`)).length;

function unlockedFor(state: DemoState, user: DemoUser | undefined, cardId: string) {
  return (
    !!user &&
    (state.icp_unlocks.includes(unlockKey(user, 'card', cardId)) ||
      state.icp_unlocks.includes(unlockKey(user, 'template', QUIZ_TEMPLATE.template_id)))
  );
}

function pageParam(raw: string | null, fallback: number, max: number, name: string) {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${name} 不合法`);
  return n;
}

/** usercard/v1/package/{uuid}/query?type=preview: a page of the card ids, the sample size and whether all are open. */
export const queryCards: RouteFn = ({ state, now, params, query, maybeUser }) => {
  const book = packageBook(params.anki_package_uuid);
  const type = query.get('type') ?? 'preview';
  if (type !== 'preview') throw badRequest('type 只支持 preview');
  const pageNumber = pageParam(query.get('page_number'), 1, 10_000, 'page_number');
  const pageSize = pageParam(query.get('page_size'), 20, 100, 'page_size');
  const start = (pageNumber - 1) * pageSize;
  const end = Math.min(book.card_count, start + pageSize);
  const ids = Array.from({ length: Math.max(0, end - start) }, (_, i) => ({ card_id: cardIdOf(book, start + i) }));
  return {
    items: ids,
    total: book.card_count,
    page_number: pageNumber,
    has_more: end < book.card_count,
    sample_size: Math.min(SAMPLE_SIZE, book.card_count),
    owned: ownsCards(state, book, maybeUser(), now),
  };
};

function cardIn(ctx: RouteContext) {
  const card = cardOfId(ctx.params.card_id ?? '');
  if (!card) throw new DemoError(404, '卡片不存在');
  return card;
}

/**
 * hpkg/v1/package/{uuid}/card/{card_id}/preview?html=true: beyond the sample only for those who own the book, and for
 * its author (学习数据's hardest cards, 卡片).
 */
export const previewCard: RouteFn = (ctx) => {
  const book = packageBook(ctx.params.package_uuid);
  const { index } = cardIn(ctx);
  if (cardIdOf(book, index) !== ctx.params.card_id) throw new DemoError(404, '卡片不存在');
  const viewer = ctx.maybeUser();
  const author = viewer?.user_id === book.author_id;
  if (index >= SAMPLE_SIZE && !author && !ownsCards(ctx.state, book, viewer, ctx.now))
    throw new DemoError(403, '购买后可看全部卡片');
  if (ctx.query.get('html') === 'false') throw badRequest('预览只提供 HTML');
  const unlocked = unlockedFor(ctx.state, viewer, ctx.params.card_id!);
  const { front, back, speech } = cardContent(book, index, unlocked);
  return {
    card_id: ctx.params.card_id,
    front_html: front,
    back_html: back,
    speech_text: speech,
    interactive: isInteractive(book, index) ? { template_id: QUIZ_TEMPLATE.template_id, unlocked } : null,
  };
};

function requireTemplate(id: string | undefined) {
  if (id !== QUIZ_TEMPLATE.template_id) throw new DemoError(404, '互动模板不存在');
}

/** icp/v1/templates/{id}: the rule, and the free unlocks this reader has left (null: a member unlocks the whole). */
export const getTemplate: RouteFn = ({ state, now, params, maybeUser }) => {
  requireTemplate(params.template_id);
  const viewer = maybeUser();
  const left = viewer ? Math.max(0, FREE_UNLOCKS - cardUnlocksOf(state, viewer)) : FREE_UNLOCKS;
  return { ...QUIZ_TEMPLATE, free_unlocks_left: viewer && isVip(viewer, now) ? null : left };
};

/** icp/v1/templates/{id}/unlock: members only, every card of the template at once. */
export const unlockTemplate: RouteFn = ({ state, now, params, user }) => {
  requireTemplate(params.template_id);
  const viewer = user();
  if (!isVip(viewer, now)) throw new DemoError(403, '开通会员可解锁全部互动卡片');
  const key = unlockKey(viewer, 'template', params.template_id!);
  if (!state.icp_unlocks.includes(key)) state.icp_unlocks.push(key);
  return { unlocked: true };
};

/** icp/v1/templates/{id}/cards/{card_id}/unlock: FREE_UNLOCKS cards per reader; unlocking one again is free. */
export const unlockCard: RouteFn = (ctx) => {
  requireTemplate(ctx.params.template_id);
  const { book, index } = cardIn(ctx);
  if (!isInteractive(book, index)) throw badRequest('这张卡片不需要解锁');
  const viewer = ctx.user();
  if (unlockedFor(ctx.state, viewer, ctx.params.card_id!)) return { unlocked: true };
  if (cardUnlocksOf(ctx.state, viewer) >= FREE_UNLOCKS)
    throw new DemoError(403, '免费解锁次数已用完，开通会员可解锁全部互动卡片');
  ctx.state.icp_unlocks.push(unlockKey(viewer, 'card', ctx.params.card_id!));
  return { unlocked: true };
};

const COMMENTS = ['这个记法好用！', '配图很清楚，一下就记住了', '例句再多一点就更好了', '每天复习一遍，稳'];

/** usercard/v1/comment/{card_id}: none on every third card, else one or two seeded comments. */
export const cardComments: RouteFn = (ctx) => {
  const { index } = cardIn(ctx);
  const count = index % 3;
  return {
    items: Array.from({ length: count }, (_, i) => ({
      comment_id: `${ctx.params.card_id}${i + 1}`,
      nickname: RANK_LEARNERS[(index + i) % RANK_LEARNERS.length]!,
      avatar_url: null,
      content: COMMENTS[(index + i) % COMMENTS.length]!,
      created_at: ctx.now - (i + 1) * 3_600_000,
    })),
  };
};

const RATE = 8000;

/** A short tone as a WAV file (8 kHz, 8-bit mono), longer for longer text: what the demo speaks. */
function toneWav(seconds: number): Uint8Array {
  const samples = Math.round(RATE * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    bytes[44 + i] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * 440 * i) / RATE));
  }
  return bytes;
}

/** tts/v1/audio: the text (1–200 characters) as a short clip, inline as a data URL. */
export const speak: RouteFn = ({ body }) => {
  const text = requireString(body.text, '请提供要朗读的文字').trim();
  if (!text || text.length > 200) throw badRequest('朗读的文字需为 1–200 个字符');
  const seconds = Math.min(1.2, 0.3 + 0.04 * text.length);
  return { audio_url: `data:audio/wav;base64,${toBase64(toneWav(seconds))}` };
};

/** The package's media at the media base (`{ossURL}/{package_uuid}/{name}`): the SVG, or null for an unknown name. */
export function mediaAt(path: string): string | null {
  const match = /\/(pkg-\d+)\/([\w.-]+)$/.exec(path);
  const book = match && findSeedBook(match[1]!.slice(4));
  return book ? mediaFile(book, match[2]!) : null;
}
