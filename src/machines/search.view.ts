import type { SnapshotFrom } from 'xstate';
import type { SearchResults, SearchTab } from '../domain/search';
import type { searchMachine } from './search.machine';

/** What /search shows below its box, from the search snapshot alone (DESIGN §4). */
export type SearchBody =
  | { kind: 'recent'; recent: string[] }
  | { kind: 'hints'; hints: string[] }
  | { kind: 'searching' }
  | { kind: 'results'; results: SearchResults }
  | { kind: 'empty' }
  | { kind: 'failed'; error: string };

export interface SearchView {
  text: string;
  /** The keyword the results are for (to mark it in them). */
  keyword: string;
  tab: SearchTab;
  body: SearchBody;
}

export function searchView(snapshot: SnapshotFrom<typeof searchMachine>): SearchView {
  const { text, keyword, tab, hints, recent, results, error } = snapshot.context;
  let body: SearchBody = { kind: 'recent', recent };
  if (snapshot.matches('typing')) body = { kind: 'hints', hints };
  else if (snapshot.hasTag('busy') || snapshot.matches('starting')) body = { kind: 'searching' };
  else if (snapshot.matches('results') && results) body = { kind: 'results', results };
  else if (snapshot.matches('empty')) body = { kind: 'empty' };
  else if (snapshot.matches('failed')) body = { kind: 'failed', error };
  return { text, keyword, tab, body };
}
