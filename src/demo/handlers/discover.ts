import { PERSONA } from '../personas';
import { authorAvatarOf, findSeedBook, SEED_AUTHORS } from '../library/seed';
import { RANK_LEARNERS, rankCards, SEED_NOTES, SEED_QUOTES } from '../library/discover';
import type { DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, requireString, type RouteFn } from './kit';
import { categoriesWithCounts, listLibrary } from './library';
import { ownsBook } from './leaseRules';
import { libraryBooks } from './releases';

const keywordOf = (query: URLSearchParams, name: string) => requireString(query.get(name), '请输入搜索内容');

/** Notes whose text holds the keyword, as plain-text snippets with the book they belong to. */
function notesMatching(state: DemoState, now: number, keyword: string) {
  const published = new Set(libraryBooks(state, now).map((b) => b.library_book_id));
  const needle = keyword.toLowerCase();
  return SEED_NOTES.filter((n) => published.has(n.library_book_id) && n.text.toLowerCase().includes(needle)).map(
    (n) => ({
      note_id: bigId(n.note_id),
      library_book_id: bigId(n.library_book_id),
      book_title: findSeedBook(n.library_book_id)!.title,
      snippet: n.text,
    }),
  );
}

/** Authors whose name or introduction holds the keyword, with their followers and books. */
function creatorsMatching(state: DemoState, now: number, keyword: string) {
  const followers = (id: string) => state.follows.filter((f) => f.followee_id === id).length;
  return SEED_AUTHORS.filter((a) => a.nickname.includes(keyword) || a.bio.includes(keyword)).map((a) => ({
    user_id: bigId(a.user_id),
    nickname: a.nickname,
    image_url: authorAvatarOf(a),
    bio: a.bio,
    follower_count: a.followers + followers(a.user_id),
    book_count: libraryBooks(state, now).filter((b) => b.author_id === a.user_id).length,
  }));
}

export const searchNotes: RouteFn = ({ state, now, query }) => ({
  items: notesMatching(state, now, keywordOf(query, 'keyword')),
});

export const searchCreators: RouteFn = ({ state, now, query }) => ({
  items: creatorsMatching(state, now, keywordOf(query, 'keyword')),
});

/** app/v1/search (全部): the first few books, notes and authors for `q`. */
export const searchApp: RouteFn = (ctx) => {
  const q = keywordOf(ctx.query, 'q');
  const books = listLibrary({ ...ctx, query: new URLSearchParams({ filter_by: q, page_size: '5' }) }) as {
    items: unknown[];
  };
  return {
    books: books.items,
    notes: notesMatching(ctx.state, ctx.now, q).slice(0, 3),
    creators: creatorsMatching(ctx.state, ctx.now, q).slice(0, 3),
  };
};

/** event/v1/search_click_event: kept, the newest 50, for the search's click-through. */
export const searchClick: RouteFn = ({ state, body }) => {
  const keyword = requireString(body.keyword, 'keyword 不能为空');
  if (typeof body.position !== 'number' || typeof body.id !== 'string') throw badRequest('position 或 id 不正确');
  state.search_clicks = [
    ...state.search_clicks,
    { keyword, tab: String(body.tab), position: body.position, id: body.id },
  ].slice(-50);
  return { ok: true };
};

/** What a signed-in reader studied this week, for their place: 25 cards a study day (debug panel 模拟学习一天). */
const cardsOf = (state: DemoState, user: DemoUser) => (state.study_days[user.user_id] ?? 0) * 25;

/**
 * package/{uuid}/study/rank_list: this week's top 10 learners of the book's package. The VIP persona is 7th on every
 * book; another reader who studied is placed by their cards, and one who did not has no place (`rank` null).
 */
export const rankList: RouteFn = ({ state, params, maybeUser }) => {
  const book = findSeedBook(/^pkg-(\d+)$/.exec(params.package_uuid ?? '')?.[1]);
  if (!book) throw new DemoError(404, '卡包不存在');
  const vip = state.users.find((u) => u.phone === PERSONA.vip);
  const learners = RANK_LEARNERS.map((nickname, i) => ({
    user_id: String(910_001 + i),
    nickname,
    avatar_url: null as string | null,
    cards: rankCards(i),
  }));
  if (vip)
    learners.splice(6, 0, { user_id: vip.user_id, nickname: vip.nickname, avatar_url: null, cards: rankCards(6) + 14 });
  const viewer = maybeUser();
  const viewerCards = viewer && viewer !== vip ? cardsOf(state, viewer) : 0;
  if (viewer && viewer !== vip && viewerCards > 0)
    learners.push({ user_id: viewer.user_id, nickname: viewer.nickname, avatar_url: null, cards: viewerCards });
  const ranked = learners.sort((a, b) => b.cards - a.cards).map((row, i) => ({ ...row, rank: i + 1 }));
  const mine = viewer && ranked.find((row) => row.user_id === viewer.user_id);
  return {
    items: ranked.slice(0, 10).map((row) => ({ ...row, user_id: bigId(row.user_id) })),
    me: viewer ? { rank: mine?.rank ?? null, cards: mine?.cards ?? 0 } : null,
  };
};

/** quote/v1/random: any of the quotes; the page keeps one for the day. */
export const randomQuote: RouteFn = ({ random }) => SEED_QUOTES[Math.floor(random() * SEED_QUOTES.length)];

/**
 * library/v1/category/recommend?user_id: the categories of the books the reader owns first, then the rest by size;
 * the VIP persona's are 语言学习 and 考试备考. Nobody's user id, or another's, is refused.
 */
export const recommendedCategories: RouteFn = ({ state, now, query, user }) => {
  const me = user();
  if (query.get('user_id') !== me.user_id) throw new DemoError(403, '无权查看');
  const all = categoriesWithCounts(state, now);
  const owned = new Set(
    libraryBooks(state, now)
      .filter((b) => ownsBook(state, me.user_id, b.library_book_id))
      .map((b) => b.category_id),
  );
  if (me.phone === PERSONA.vip) ['1', '2'].forEach((id) => owned.add(id));
  const ranked = [...all].sort(
    (a, b) => Number(owned.has(b.category_id)) - Number(owned.has(a.category_id)) || b.book_count - a.book_count,
  );
  return { categories: ranked.slice(0, Math.max(2, owned.size)) };
};
