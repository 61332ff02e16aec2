import { gzipSync, strToU8 } from 'fflate';
import { cleanName, DECK_NAME_MAX, nameProblem } from '../../domain/cardPackage';
import { deckCardCount, packageCards } from '../packages/content';
import { toBase64 } from '../png';
import type { DemoPackage, DemoPackageContent } from '../state';
import { badRequest, DemoError, iso, nextId, pageOf, type RouteContext, type RouteFn } from './kit';
import { authorPackage, CONTENT_ID_BASE, editPackage, presentPackage } from './packageAccess';

/**
 * A package's content (issue 57 卡包与发布), to its author: decks (a package keeps at least one; deleting a deck
 * deletes its cards), card templates (the front draws at least one field), and its cards, in pages or by a search.
 */
const TEMPLATE_MAX = 10_000;
/** Cards come in larger pages than lists: the app reads a whole package page by page. */
const CARDS_PAGE_MAX = 500;

type Deck = DemoPackageContent['decks'][number];
const presentDeck = (deck: Deck) => ({ deck_id: deck.deck_id, name: deck.name, card_count: deckCardCount(deck) });
const presentDecks = (pkg: DemoPackage) => ({ items: pkg.content.decks.map(presentDeck) });

/** GET apkg/v1/package/{uuid}/info: the package, its decks, its note types and its releases, the newest first. */
export const getInfo: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  return {
    ...presentPackage(ctx.state, pkg),
    decks: presentDecks(pkg).items,
    models: pkg.content.models.map(({ model_id, name, fields, sample }) => ({ model_id, name, fields, sample })),
    releases: [...pkg.releases]
      .sort((a, b) => b.published_at - a.published_at)
      .map((r) => ({ ...r, published_at: iso(r.published_at)! })),
  };
};

function deckOf(pkg: DemoPackage, id: string | undefined): Deck {
  const deck = pkg.content.decks.find((d) => d.deck_id === id);
  if (!deck) throw new DemoError(404, '牌组不存在');
  return deck;
}

/** A deck's name as it is kept: the domain's rule, and no two decks of a package share one. */
function deckName(pkg: DemoPackage, value: unknown, self?: Deck): string {
  const raw = typeof value === 'string' ? value : '';
  const problem = nameProblem(raw, DECK_NAME_MAX);
  if (problem) throw badRequest(problem);
  const name = cleanName(raw);
  if (pkg.content.decks.some((d) => d.name === name && d !== self))
    throw new DemoError(409, `已有名为「${name}」的牌组`);
  return name;
}

/** GET …/decks. */
export const listDecks: RouteFn = (ctx) => presentDecks(authorPackage(ctx).pkg);

/** POST …/decks with `name`: an empty deck. */
export const createDeck: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const deck = { deck_id: nextId(ctx.state, CONTENT_ID_BASE), name: deckName(pkg, ctx.body.name) };
  editPackage(ctx, me, pkg, (content) => void content.decks.push(deck));
  return presentDeck(deck);
};

/** PUT …/decks/{deck_id} with `name`. */
export const renameDeck: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const deck = deckOf(pkg, ctx.params.deck_id);
  const name = deckName(pkg, ctx.body.name, deck);
  editPackage(ctx, me, pkg, () => void (deck.name = name));
  return presentDeck(deck);
};

/** DELETE …/decks/{deck_id}: the deck and its cards; answers the decks left. */
export const deleteDeck: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const deck = deckOf(pkg, ctx.params.deck_id);
  if (pkg.content.decks.length === 1) throw new DemoError(409, '卡包至少要有一个牌组');
  editPackage(ctx, me, pkg, (content) => void (content.decks = content.decks.filter((d) => d !== deck)));
  return presentDecks(pkg);
};

function modelOf(ctx: RouteContext, pkg: DemoPackage) {
  const model = pkg.content.models.find((m) => m.model_id === ctx.params.model_id);
  if (!model) throw new DemoError(404, '笔记类型不存在');
  return model;
}

/** GET …/models/{model_id}/templates. */
export const listTemplates: RouteFn = (ctx) => {
  const model = modelOf(ctx, authorPackage(ctx).pkg);
  return { items: model.templates.map((t) => ({ ...t, model_id: model.model_id })) };
};

const templateText = (value: unknown, what: string) => {
  if (typeof value !== 'string') throw badRequest(`请填写${what}`);
  if (value.length > TEMPLATE_MAX) throw badRequest(`${what}不能超过 ${TEMPLATE_MAX} 个字符`);
  return value;
};

/** PUT …/templates/{template_id} with `front`, `back` and `css`: the front must draw one of the note's fields. */
export const updateTemplate: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const model = modelOf(ctx, pkg);
  const template = model.templates.find((t) => t.template_id === ctx.params.template_id);
  if (!template) throw new DemoError(404, '模板不存在');
  const front = templateText(ctx.body.front, '正面模板');
  const back = templateText(ctx.body.back, '背面模板');
  const css = templateText(ctx.body.css, '样式');
  const drawn = [...front.matchAll(/\{\{\s*(?:text:)?([^{}]+?)\s*\}\}/g)].map((m) => m[1]!);
  if (!drawn.some((field) => model.fields.includes(field))) throw badRequest('正面模板至少要引用一个字段');
  editPackage(ctx, me, pkg, () => void Object.assign(template, { front, back, css }));
  return { ...template, model_id: model.model_id };
};

/** POST …/cards/bulk?compress=true with a page and maybe a deck: with compress, the page's items gzipped in base64. */
export const bulkCards: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const deckId = ctx.body.deck_id;
  const decks = deckId === undefined || deckId === null ? undefined : [deckOf(pkg, String(deckId))];
  const page = pageOf(packageCards(pkg, decks), ctx.body, CARDS_PAGE_MAX);
  if (ctx.query.get('compress') !== 'true') return { ...page, items_gz: null };
  return { ...page, items: [], items_gz: toBase64(gzipSync(strToU8(JSON.stringify(page.items)))) };
};

const plainText = (fields: Record<string, string>) =>
  Object.values(fields)
    .join('\n')
    .replace(/<[^>]*>/g, '')
    .toLowerCase();

/** POST …/cards/search?keyword=: the cards whose fields hold the keyword, in any case, markup aside. */
export const searchCards: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const keyword = (ctx.query.get('keyword') ?? '').trim().toLowerCase();
  if (!keyword) throw badRequest('请输入搜索关键词');
  const found = packageCards(pkg).filter((card) => plainText(card.fields).includes(keyword));
  return { ...pageOf(found, ctx.body, CARDS_PAGE_MAX), items_gz: null };
};
