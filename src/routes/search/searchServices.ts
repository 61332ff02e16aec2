import { fromPromise } from 'xstate';
import { decodeAppSearch, decodeNoteHits, type SearchResults } from '../../domain/search';
import type { SearchQuery } from '../../machines/search.machine';
import type { Api } from '../../services/api';

export interface SearchDeps {
  api: Api;
  saveRecent(recent: string[]): void;
  /** The search goes in the address (?q=&tab=), replacing the entry, so Back and a reload find it. */
  showQuery(query: SearchQuery): void;
  /** A tapped result, to the analytics queue (event/v1/search_click_event). */
  reportClick(click: SearchQuery & { id: string; position: number }): void;
  openResult(href: string): void;
}

const NONE: SearchResults = { books: [], notes: [], creators: [] };

/** One tab's search: 全部 asks /app/v1/search, each other tab its own call. */
async function searchTab(api: Api, { keyword, tab }: SearchQuery): Promise<SearchResults> {
  const quiet = { noToast: true } as const;
  if (tab === 'all') return decodeAppSearch(await api.misc.searchApp({ query: { q: keyword }, ...quiet }));
  if (tab === 'notes')
    return { ...NONE, notes: decodeNoteHits(await api.books.searchNotes({ query: { keyword }, ...quiet })).items };
  if (tab === 'creators')
    return { ...NONE, creators: (await api.user.searchCreators({ query: { keyword }, ...quiet })).items };
  const page = await api.books.listLibrary({ query: { filter_by: keyword, page_size: 20 }, ...quiet });
  return { ...NONE, books: page.items };
}

/** The search's effects, for searchMachine.provide(). */
export const searchServices = ({ api, saveRecent, showQuery, reportClick, openResult }: SearchDeps) => ({
  actors: {
    loadHints: fromPromise<string[], { text: string }>(
      async ({ input }) => (await api.books.getSearchHints({ query: { keyword: input.text }, noToast: true })).hints,
    ),
    search: fromPromise<SearchResults, SearchQuery>(({ input }) => searchTab(api, input)),
  },
  actions: {
    saveRecent: (_: unknown, { recent }: { recent: string[] }) => saveRecent(recent),
    showQuery: (_: unknown, query: SearchQuery) => showQuery(query),
    reportClick: (_: unknown, click: SearchQuery & { id: string; position: number }) => reportClick(click),
    openResult: (_: unknown, { href }: { href: string }) => openResult(href),
  },
});
