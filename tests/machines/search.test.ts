import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchResults } from '../../src/domain/search';
import { HINT_DELAY_MS, searchMachine, type SearchInput, type SearchQuery } from '../../src/machines/search.machine';
import { SEARCH_SAMPLES } from '../../src/machines/search.model';
import { searchView } from '../../src/machines/search.view';
import { expectRegistryModelCovered } from './modelPaths';

const { FOUND, NOTHING } = SEARCH_SAMPLES;

interface Fakes {
  loadHints?: (text: string) => Promise<string[]>;
  search?: (query: SearchQuery) => Promise<SearchResults>;
}

function startSearch(input: SearchInput = { recent: [] }, fakes: Fakes = {}) {
  const effects: [string, unknown][] = [];
  const loadHints = vi.fn(fakes.loadHints ?? (async (text: string) => [`${text}提示`]));
  const search = vi.fn(fakes.search ?? (async () => FOUND));
  const machine = searchMachine.provide({
    actors: {
      loadHints: fromPromise<string[], { text: string }>(({ input: i }) => loadHints(i.text)),
      search: fromPromise<SearchResults, SearchQuery>(({ input: i }) => search(i)),
    },
    actions: {
      saveRecent: (_, params) => effects.push(['saveRecent', params.recent]),
      showQuery: (_, params) => effects.push(['showQuery', params]),
      reportClick: (_, params) => effects.push(['reportClick', params]),
      openResult: (_, params) => effects.push(['openResult', params.href]),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, loadHints, search, view: () => searchView(actor.getSnapshot()) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('issue 55 search machine: idle → typing → searching → results / empty / failed, the newest query winning', () => {
  test('idle shows the recent searches; typing asks for hints once typing pauses, never per keystroke', async () => {
    const { actor, view, loadHints } = startSearch({ recent: ['日语'] });
    expect(view().body).toEqual({ kind: 'recent', recent: ['日语'] });
    actor.send({ type: 'input.change', text: '词' });
    await vi.advanceTimersByTimeAsync(HINT_DELAY_MS - 50);
    actor.send({ type: 'input.change', text: '词汇' });
    await vi.advanceTimersByTimeAsync(HINT_DELAY_MS);
    expect(loadHints).toHaveBeenCalledTimes(1);
    expect(loadHints).toHaveBeenCalledWith('词汇');
    expect(view().body).toEqual({ kind: 'hints', hints: ['词汇提示'] });
  });

  test('a stale hint answer never replaces a newer one', async () => {
    let answerFirst: (hints: string[]) => void = () => {};
    const { actor, view } = startSearch(
      { recent: [] },
      {
        loadHints: (text) =>
          text === '词' ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve(['词汇书']),
      },
    );
    actor.send({ type: 'input.change', text: '词' });
    await vi.advanceTimersByTimeAsync(HINT_DELAY_MS);
    actor.send({ type: 'input.change', text: '词汇' });
    await vi.advanceTimersByTimeAsync(HINT_DELAY_MS);
    answerFirst(['词典']);
    await settle();
    expect(view().body).toEqual({ kind: 'hints', hints: ['词汇书'] });
  });

  test('搜索 remembers the keyword first among the recent ones, puts it in the address and shows the results', async () => {
    const { actor, view, effects, search } = startSearch({ recent: ['日语', '词汇'] });
    actor.send({ type: 'input.change', text: ' 词汇 ' });
    actor.send({ type: 'search.submit' });
    expect(view().body).toEqual({ kind: 'searching' });
    await settle();
    expect(search).toHaveBeenCalledWith({ keyword: '词汇', tab: 'all' });
    expect(effects).toContainEqual(['saveRecent', ['词汇', '日语']]);
    expect(effects).toContainEqual(['showQuery', { keyword: '词汇', tab: 'all' }]);
    expect(view()).toMatchObject({ keyword: '词汇', body: { kind: 'results', results: FOUND } });
  });

  test('the newest query wins: an answer to an older query is dropped', async () => {
    const answers: Record<string, (r: SearchResults) => void> = {};
    const { actor, view } = startSearch(
      { recent: [] },
      { search: ({ keyword }) => new Promise((resolve) => (answers[keyword] = resolve)) },
    );
    actor.send({ type: 'search.submit', keyword: '词汇' });
    actor.send({ type: 'search.submit', keyword: '日语' });
    answers['日语']!(NOTHING);
    await settle();
    answers['词汇']!(FOUND);
    await settle();
    expect(view()).toMatchObject({ keyword: '日语', body: { kind: 'empty' } });
  });

  test('another tab searches the same keyword in it; a failure says why, and 重试 searches again', async () => {
    let fail = true;
    const { actor, view, search } = startSearch(
      { keyword: '词汇', recent: [] },
      { search: async () => (fail ? Promise.reject(new Error('网络异常，请检查网络后重试')) : FOUND) },
    );
    await settle();
    expect(view().body).toEqual({ kind: 'failed', error: '网络异常，请检查网络后重试' });
    fail = false;
    actor.send({ type: 'tab.choose', tab: 'notes' });
    await settle();
    expect(search).toHaveBeenLastCalledWith({ keyword: '词汇', tab: 'notes' });
    expect(view()).toMatchObject({ tab: 'notes', body: { kind: 'results' } });
  });

  test('a tapped result reports keyword, tab, position and id once, then opens it', async () => {
    const { actor, effects } = startSearch({ keyword: '词汇', tab: 'books', recent: [] });
    await settle();
    actor.send({ type: 'result.open', id: '1', position: 2, href: '/book/BK1' });
    expect(effects.filter(([name]) => name === 'reportClick')).toEqual([
      ['reportClick', { keyword: '词汇', tab: 'books', position: 2, id: '1' }],
    ]);
    expect(effects.at(-1)).toEqual(['openResult', '/book/BK1']);
  });

  test('清除 forgets the recent searches on the device; an empty box goes back to them', async () => {
    const { actor, view, effects } = startSearch({ recent: ['词汇'] });
    actor.send({ type: 'recent.clear' });
    expect(effects).toContainEqual(['saveRecent', []]);
    actor.send({ type: 'input.change', text: '词' });
    actor.send({ type: 'input.change', text: '' });
    expect(view().body).toEqual({ kind: 'recent', recent: [] });
    actor.send({ type: 'search.submit' });
    expect(view().body.kind).toBe('recent');
  });

  test('the registry model covers every state and transition', async () => {
    await expectRegistryModelCovered('search');
  }, 60_000);
});
