import { cleanName, nameProblem, PACKAGE_NAME_MAX, tagsProblem } from '../../domain/cardPackage';
import { cleanUgcBookEdit, validateUgcBookEdit } from '../../domain/ugcBook';
import { cardCountOf, freshPackage, qaModel } from '../packages/content';
import type { DemoState, DemoUgcBook, DemoUser } from '../state';
import { approvedCreator } from './creatorCentre';
import { badRequest, DemoError, nextId, pageOf, requireString, type RouteContext, type RouteFn } from './kit';
import { authorPackage, CONTENT_ID_BASE, editPackage, madeBook, presentPackage, requestIdOf } from './packageAccess';
import { presentUgcBook } from './ugcBooks';

/**
 * 我的卡包 (issue 57 卡包与发布): an approved creator's packages, the list they keep of them, names and tags (checked
 * by the domain's rules, as the form checks them), and 生成书籍, a draft of 我的作品 made from a package once.
 */
const PACKAGE_ID_BASE = 9_300_000_000n;
const UGC_BOOK_ID_BASE = 8_200_000_000n;

const myListOf = (state: DemoState, me: DemoUser) => (state.my_packages[me.user_id] ??= []);

function presentList(state: DemoState, me: DemoUser) {
  const packages = myListOf(state, me).flatMap((uuid) => state.packages.filter((p) => p.package_uuid === uuid));
  return { items: packages.map((pkg) => presentPackage(state, pkg)) };
}

/** A name as it is kept: the domain's rule, or a 400 with its reason. */
function validName(value: unknown): string {
  const name = typeof value === 'string' ? value : '';
  const problem = nameProblem(name, PACKAGE_NAME_MAX);
  if (problem) throw badRequest(problem);
  return cleanName(name);
}

/** GET apkg/v1/my: the packages on my list, in its order. */
export const listMine: RouteFn = ({ state, user }) => presentList(state, approvedCreator(state, user()));

/** POST apkg/v1/package/page: all my packages, the latest changed first, each saying whether it is on my list. */
export const listAll: RouteFn = ({ state, user, body }) => {
  const me = approvedCreator(state, user());
  const listed = myListOf(state, me);
  const mine = state.packages
    .filter((p) => p.author_id === me.user_id)
    .sort((a, b) => b.updated_at - a.updated_at)
    .map((pkg) => ({ ...presentPackage(state, pkg), in_my_list: listed.includes(pkg.package_uuid) }));
  return pageOf(mine, body);
};

/** POST apkg/v1/my: puts one of my packages on my list, first; one already there stays where it is. */
export const addMine: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx, requireString(ctx.body.package_uuid, '请指定卡包'));
  const list = myListOf(ctx.state, me);
  if (!list.includes(pkg.package_uuid)) list.unshift(pkg.package_uuid);
  return presentList(ctx.state, me);
};

/** DELETE apkg/v1/my/{uuid}: off my list only; the package stays. */
export const removeMine: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  ctx.state.my_packages[me.user_id] = myListOf(ctx.state, me).filter((uuid) => uuid !== pkg.package_uuid);
  return presentList(ctx.state, me);
};

/** POST apkg/v1/package: an empty package (one deck 默认, the note type 问答), on my list first. */
export const create: RouteFn = (ctx) => {
  const me = approvedCreator(ctx.state, ctx.user());
  const name = validName(ctx.body.name);
  const id = () => nextId(ctx.state, CONTENT_ID_BASE);
  const content = {
    name,
    tags: [],
    decks: [{ deck_id: id(), name: '默认' }],
    models: [qaModel([id(), id(), id()], { 正面: '', 背面: '', 图片: '' })],
    media: [],
  };
  const pkg = freshPackage(`pkg-${nextId(ctx.state, PACKAGE_ID_BASE)}`, me.user_id, content, ctx.now);
  ctx.state.packages.push(pkg);
  myListOf(ctx.state, me).unshift(pkg.package_uuid);
  return presentPackage(ctx.state, pkg);
};

/** POST apkg/v1/package/{uuid}/rename. */
export const rename: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const name = validName(ctx.body.name);
  editPackage(ctx, me, pkg, (content) => void (content.name = name));
  return presentPackage(ctx.state, pkg);
};

/** POST apkg_creator_tag/v1/package/{uuid}/tag: the package's tags, replaced; the same tag twice counts once. */
export const tag: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const raw = ctx.body.tags;
  if (!Array.isArray(raw) || raw.some((t) => typeof t !== 'string')) throw badRequest('标签格式不正确');
  const tags = [...new Set((raw as string[]).map(cleanName))];
  const problem = tagsProblem(tags);
  if (problem) throw badRequest(problem);
  editPackage(ctx, me, pkg, (content) => void (content.tags = tags));
  return presentPackage(ctx.state, pkg);
};

/** GET apkg_creator_tag/v1/package: my tags, each with how many of my packages carry it, the most used first. */
export const listTags: RouteFn = ({ state, user }) => {
  const me = approvedCreator(state, user());
  const counts = new Map<string, number>();
  for (const pkg of state.packages.filter((p) => p.author_id === me.user_id))
    for (const t of pkg.content.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const items = [...counts].map(([t, count]) => ({ tag: t, count }));
  return { items: items.sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)) };
};

/**
 * POST apkg/v1/my/{uuid}/book: a draft of 我的作品, first in my order, with the package's cards. A package makes one
 * book: while that book is not deleted, another is refused. A retry with the same request_id answers the same book.
 */
export const createBook: RouteFn = (ctx: RouteContext) => {
  const { me, pkg } = authorPackage(ctx);
  const requestId = requestIdOf(ctx);
  const books = ctx.state.ugc_books.filter((b) => b.author_id === me.user_id);
  const replay = books.find((b) => b.request_id === requestId && b.package_uuid === pkg.package_uuid);
  if (replay) return presentUgcBook(replay);
  const made = madeBook(ctx.state, pkg);
  if (made) throw new DemoError(409, `这个卡包已经生成过书籍《${made.title}》`);
  const cards = cardCountOf(pkg.content);
  const edit = {
    title: typeof ctx.body.title === 'string' ? ctx.body.title : '',
    intro: `由卡包「${pkg.content.name}」生成，共 ${cards} 张卡片。`,
  };
  const problem = validateUgcBookEdit(edit).title;
  if (problem) throw badRequest(problem);
  const book: DemoUgcBook = {
    ugc_book_id: nextId(ctx.state, UGC_BOOK_ID_BASE),
    author_id: me.user_id,
    ...cleanUgcBookEdit(edit),
    status: 'DRAFT',
    card_count: cards,
    reason: null,
    rank: Math.min(1, ...books.filter((b) => b.deleted_at === null).map((b) => b.rank)) - 1,
    updated_at: ctx.now,
    deleted_at: null,
    package_uuid: pkg.package_uuid,
    request_id: requestId,
  };
  ctx.state.ugc_books.push(book);
  return presentUgcBook(book);
};
