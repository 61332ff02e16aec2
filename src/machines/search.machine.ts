import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { noResults, withRecent, type SearchResults, type SearchTab } from '../domain/search';
import { notProvidedIn, requiredActionIn } from './effects';

export interface SearchInput {
  /** From the address (?q=&tab=): a reload or Back shows the same search again. */
  keyword?: string;
  tab?: SearchTab;
  /** The device's recent searches, newest first. */
  recent: string[];
}

export interface SearchContext {
  text: string;
  /** What was last searched. */
  keyword: string;
  tab: SearchTab;
  hints: string[];
  recent: string[];
  results: SearchResults | null;
  error: string;
}

export type SearchEvent =
  | { type: 'input.change'; text: string }
  /** 搜索, or a hint or a recent search tapped (`keyword`). */
  | { type: 'search.submit'; keyword?: string }
  | { type: 'tab.choose'; tab: SearchTab }
  | { type: 'retry' }
  | { type: 'input.clear' }
  | { type: 'recent.clear' }
  | { type: 'result.open'; id: string; position: number; href: string };

export interface SearchQuery {
  keyword: string;
  tab: SearchTab;
}

const notProvided = notProvidedIn('search');
const required = requiredActionIn('search');

/** Hints wait this long after the last keystroke. */
export const HINT_DELAY_MS = 250;

/**
 * View contract: /search. idle → typing (hints after a pause) → searching → results / empty / failed. A new query
 * or tab leaves `searching` and so drops the answer on its way: the newest query wins, and a stale hint never lands.
 */
/** Another tab searches the same keyword again. */
const searchTab = { target: 'searching', actions: 'chooseTab' } as const;

export const searchMachine = setup({
  types: { input: {} as SearchInput, context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    loadHints: fromPromise<string[], { text: string }>(notProvided('loadHints')),
    search: fromPromise<SearchResults, SearchQuery>(notProvided('search')),
  },
  actions: {
    saveRecent: required<{ recent: string[] }>('saveRecent'),
    showQuery: required<SearchQuery>('showQuery'),
    reportClick: required<SearchQuery & { id: string; position: number }>('reportClick'),
    openResult: required<{ href: string }>('openResult'),
    chooseTab: assign({
      tab: ({ event }) => {
        assertEvent(event, 'tab.choose');
        return event.tab;
      },
    }),
    takeText: assign({ text: ({ event }) => (event.type === 'input.change' ? event.text : '') }),
    takeSubmitted: assign({
      text: ({ context, event }) => (event.type === 'search.submit' && event.keyword) || context.text,
    }),
    startSearch: assign({
      keyword: ({ context }) => context.text.trim(),
      recent: ({ context }) => withRecent(context.recent, context.text),
      hints: [],
      results: null,
      error: '',
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    submitsText: ({ context, event }) =>
      event.type === 'search.submit' && (event.keyword ?? context.text).trim() !== '',
    typedNothing: ({ event }) => event.type === 'input.change' && event.text.trim() === '',
    found: (_, { results }: { results: SearchResults }) => !noResults(results),
  },
  delays: { hintDelay: HINT_DELAY_MS },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    text: input.keyword?.trim() ?? '',
    keyword: '',
    tab: input.tab ?? 'all',
    hints: [],
    recent: input.recent,
    results: null,
    error: '',
  }),
  initial: 'starting',
  on: {
    'input.change': [
      { guard: 'typedNothing', target: '.idle', actions: 'takeText' },
      { target: '.typing', actions: 'takeText', reenter: true },
    ],
    'search.submit': { guard: 'submitsText', target: '.searching', actions: 'takeSubmitted', reenter: true },
    'input.clear': { target: '.idle', actions: assign({ text: '', keyword: '', results: null, hints: [] }) },
    'recent.clear': {
      actions: [assign({ recent: [] }), { type: 'saveRecent', params: { recent: [] } }],
    },
  },
  states: {
    starting: { always: [{ guard: 'hasText', target: 'searching' }, { target: 'idle' }] },
    /** The recent searches. */
    idle: { on: { 'tab.choose': { actions: 'chooseTab' } } },
    typing: {
      initial: 'waiting',
      on: { 'tab.choose': { actions: 'chooseTab' } },
      states: {
        waiting: { after: { hintDelay: 'hinting' } },
        hinting: {
          invoke: {
            src: 'loadHints',
            id: 'loadHints',
            input: ({ context }) => ({ text: context.text.trim() }),
            onDone: { target: 'shown', actions: assign({ hints: ({ event }) => event.output }) },
            // Hints are a help: without them, 搜索 still works.
            onError: 'shown',
          },
        },
        shown: {},
      },
    },
    searching: {
      tags: 'busy',
      entry: [
        'startSearch',
        { type: 'saveRecent', params: ({ context }) => ({ recent: context.recent }) },
        { type: 'showQuery', params: ({ context }) => ({ keyword: context.keyword, tab: context.tab }) },
      ],
      invoke: {
        src: 'search',
        id: 'search',
        input: ({ context }) => ({ keyword: context.keyword, tab: context.tab }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ results: event.output }) },
            target: 'results',
            actions: assign({ results: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '搜索失败') }),
        },
      },
    },
    results: {
      on: {
        'tab.choose': searchTab,
        'result.open': {
          actions: [
            {
              type: 'reportClick',
              params: ({ context, event }) => {
                assertEvent(event, 'result.open');
                return { keyword: context.keyword, tab: context.tab, position: event.position, id: event.id };
              },
            },
            {
              type: 'openResult',
              params: ({ event }) => {
                assertEvent(event, 'result.open');
                return { href: event.href };
              },
            },
          ],
        },
      },
    },
    empty: { on: { 'tab.choose': searchTab } },
    failed: {
      tags: 'error',
      on: {
        'tab.choose': searchTab,
        retry: 'searching',
      },
    },
  },
});
