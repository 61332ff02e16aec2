import * as v from 'valibot';
import { bookSchema, type Book } from './book';
import { decoder, idSchema, textSchema } from './decode';

/** /search's tabs: 全部 (GET /app/v1/search), 书籍, 笔记 and 作者. */
export const SEARCH_TABS = ['all', 'books', 'notes', 'creators'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const isSearchTab = (value: unknown): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/** A card note that matches (GET /books/v1/notes/search): plain text, never markup; the page marks the keyword. */
export const noteHitSchema = v.object({
  note_id: idSchema,
  library_book_id: idSchema,
  book_title: v.string(),
  snippet: v.string(),
});
export type NoteHit = v.InferOutput<typeof noteHitSchema>;

/** An author that matches (GET /user/v1/creator/search). */
export const creatorHitSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
  bio: textSchema,
  follower_count: v.optional(v.number(), 0),
  book_count: v.optional(v.number(), 0),
});
export type CreatorHit = v.InferOutput<typeof creatorHitSchema>;

export const decodeNoteHits = decoder(v.object({ items: v.array(noteHitSchema) }), '笔记搜索');
export const decodeCreatorHits = decoder(v.object({ items: v.array(creatorHitSchema) }), '作者搜索');
/** GET /app/v1/search: a few of each kind (the shape is assumed, spec §7 shows none). */
export const decodeAppSearch = decoder(
  v.object({ books: v.array(bookSchema), notes: v.array(noteHitSchema), creators: v.array(creatorHitSchema) }),
  '搜索结果',
);

/** One search's answer: the tab's kinds filled, the others empty. */
export interface SearchResults {
  books: Book[];
  notes: NoteHit[];
  creators: CreatorHit[];
}

export const noResults = (results: SearchResults) =>
  results.books.length + results.notes.length + results.creators.length === 0;

/** The text split around each occurrence of the keyword (case-insensitive), for marking it without markup. */
export function highlightParts(text: string, keyword: string): { text: string; match: boolean }[] {
  const key = keyword.trim();
  if (!key) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = key.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(needle); hit !== -1; hit = lower.indexOf(needle, at)) {
    if (hit > at) parts.push({ text: text.slice(at, hit), match: false });
    parts.push({ text: text.slice(hit, hit + key.length), match: true });
    at = hit + key.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** The most recent searches first, without repeats, at most `max`. */
export function withRecent(recent: readonly string[], keyword: string, max = 10): string[] {
  const key = keyword.trim();
  if (!key) return [...recent];
  return [key, ...recent.filter((k) => k !== key)].slice(0, max);
}
