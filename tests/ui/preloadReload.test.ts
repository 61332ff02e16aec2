// @vitest-environment jsdom
import { act, createElement, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { lazyChunk, lazyScreen, PRELOAD_ERROR_EVENT, PreloadError } from '../../src/routes/shell/lazyScreen';
import { listenForPreloadErrors, NO_LOOP_WINDOW_MS, RELOAD_DELAY_MS } from '../../src/routes/shell/preloadReload';
import { RELOADING_TEXT } from '../../src/ui/shell/toastCopy';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

/** The page as the listener sees it: its session storage, its clock, and what it told and did. */
function page(storage = memoryStorage(), gone: Record<string, boolean> = {}) {
  const effects: string[] = [];
  let now = 1_000_000;
  let online = true;
  const stop = listenForPreloadErrors({
    storage,
    now: () => now,
    notify: (m) => effects.push(`toast ${m}`),
    reload: () => effects.push('reload'),
    online: () => online,
    chunkGone: async (url) => {
      effects.push(`asked ${url}`);
      return gone[url] ?? false;
    },
  });
  return {
    effects,
    storage,
    stop,
    advance: (ms: number) => (now += ms),
    goOffline: () => void (online = false),
    goOnline: () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    },
  };
}

const raise = () => window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const raiseFor = (what: 'screen' | 'chunk') =>
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { cause: new TypeError('x'), what } }));

describe('issue 52 §1 a chunk that fails while offline never reloads into the browser’s offline page', () => {
  test('a screen that failed offline: no toast (the shell’s notice says it) and no reload while offline; one reload when the online event comes', () => {
    const p = page();
    p.goOffline();
    raiseFor('screen');
    raiseFor('screen');
    window.dispatchEvent(new Event('vite:preloadError'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS * 10);
    expect(p.effects).toEqual([]);
    p.goOnline();
    expect(p.effects).toEqual(['reload']);
    p.stop();
  });

  test('a chunk inside a screen that failed offline (the toast host, a section) loads again in place: the page is never reloaded, so nothing on it is lost', () => {
    const p = page();
    p.goOffline();
    raiseFor('chunk');
    window.dispatchEvent(new Event('vite:preloadError'));
    p.goOnline();
    vi.advanceTimersByTime(RELOAD_DELAY_MS * 10);
    expect(p.effects).toEqual([]);
    p.stop();
  });

  test('the deploy rule is untouched online: 页面已更新，正在刷新 and one reload', () => {
    const p = page();
    raise();
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(p.effects).toEqual([`toast ${RELOADING_TEXT}`, 'reload']);
    p.stop();
  });
});

describe('spec §7 a failed chunk load after a deploy', () => {
  test('says 页面已更新，正在刷新 and reloads once', () => {
    const p = page();
    raise();
    raise();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(p.effects).toEqual([`toast ${RELOADING_TEXT}`]);
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(p.effects).toEqual([`toast ${RELOADING_TEXT}`, 'reload']);
    p.stop();
  });

  test('never loops: failing again right after the reload shows the error screen instead', () => {
    const first = page();
    raise();
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    first.stop();
    const afterReload = page(first.storage);
    afterReload.advance(5_000);
    raise();
    vi.runAllTimers();
    expect(afterReload.effects).toEqual([]);
    afterReload.stop();
  });

  test('a later deploy in the same session reloads again', () => {
    const first = page();
    raise();
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    first.stop();
    const later = page(first.storage);
    later.advance(NO_LOOP_WINDOW_MS + 1);
    raise();
    expect(later.effects).toEqual([`toast ${RELOADING_TEXT}`]);
    later.stop();
  });

  test('a route module that fails to load raises preload-error and rethrows', async () => {
    vi.useRealTimers();
    const seen: Event[] = [];
    const listen = (e: Event) => seen.push(e);
    window.addEventListener(PRELOAD_ERROR_EVENT, listen);
    await expect(
      lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))(),
    ).rejects.toBeInstanceOf(PreloadError);
    expect(seen).toHaveLength(1);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listen);
  });

  test('a plain lazy chunk (sign-in layer, login dialog, debug tools, panels) raises preload-error too, and its failure stays its own: the rest renders, its place shows what it was given', async () => {
    vi.useRealTimers();
    const seen: Event[] = [];
    const listen = (e: Event) => seen.push(e);
    window.addEventListener(PRELOAD_ERROR_EVENT, listen);
    let attempts = 0;
    const Chunk = lazyChunk<object>(
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({ default: () => createElement('p', null, '已加载') });
      },
      (retry) => createElement('button', { onClick: retry }, '重试'),
    );
    const thrown: unknown[] = [];
    const host = document.createElement('div');
    const root = createRoot(host, { onUncaughtError: (error) => thrown.push(error) });
    await act(async () =>
      root.render(
        createElement(
          'main',
          null,
          createElement('h1', null, '页面'),
          createElement(Suspense, null, createElement(Chunk)),
        ),
      ),
    );
    await vi.waitFor(() => expect(host.textContent).toBe('页面重试'));
    expect(thrown).toEqual([]);
    expect((seen[0] as CustomEvent).detail).toMatchObject({ what: 'chunk' });
    await act(async () => window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(host.textContent).toBe('页面已加载'));
    expect(attempts).toBe(2);
    root.unmount();
    window.removeEventListener(PRELOAD_ERROR_EVENT, listen);
  });
});

describe('issue 53 §1 §2 a chunk failing is a deploy only when the page is still shown and the chunk is really gone', () => {
  const CHUNK = 'http://127.0.0.1:4173/assets/ToastHost-abc123.js';
  const raiseNaming = (url: string) =>
    window.dispatchEvent(
      new CustomEvent(PRELOAD_ERROR_EVENT, {
        detail: { cause: new TypeError(`Failed to fetch dynamically imported module: ${url}`), what: 'chunk' },
      }),
    );

  test('a chunk whose address still answers (a navigation cut it short) is no deploy: asked once, no reload, no marker', async () => {
    const p = page();
    raiseNaming(CHUNK);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS * 5);
    expect(p.effects).toEqual([`asked ${CHUNK}`]);
    expect(p.storage.getItem('wap-preload-reload')).toBeNull();
    p.stop();
  });

  test('a chunk whose address answers 404 is a deploy: 页面已更新，正在刷新 and one reload, the marker set as it reloads', async () => {
    const p = page(memoryStorage(), { [CHUNK]: true });
    raiseNaming(CHUNK);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.effects).toEqual([`asked ${CHUNK}`, `toast ${RELOADING_TEXT}`]);
    expect(p.storage.getItem('wap-preload-reload')).toBeNull();
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS);
    expect(p.effects.at(-1)).toBe('reload');
    expect(p.storage.getItem('wap-preload-reload')).not.toBeNull();
    p.stop();
  });

  test('WebKit’s failures as the page is left for an OAuth redirect (beforeunload) reload nothing and leave no marker; back from the cache (pageshow) the rule applies again', () => {
    const p = page();
    window.dispatchEvent(new Event('beforeunload'));
    raise();
    vi.advanceTimersByTime(RELOAD_DELAY_MS * 5);
    expect(p.effects).toEqual([]);
    expect(p.storage.getItem('wap-preload-reload')).toBeNull();
    window.dispatchEvent(new Event('pageshow'));
    raise();
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(p.effects).toEqual([`toast ${RELOADING_TEXT}`, 'reload']);
    p.stop();
  });

  test('a reload on its way is called off when the page starts leaving within the delay: no reload, no marker left set', () => {
    const p = page();
    raise();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(RELOAD_DELAY_MS * 5);
    expect(p.effects).toEqual([`toast ${RELOADING_TEXT}`]);
    expect(p.storage.getItem('wap-preload-reload')).toBeNull();
    window.dispatchEvent(new Event('pageshow'));
    p.stop();
  });
});

test('DESIGN §9: a screen’s chunk is fetched in a task after the router’s, not inside it', async () => {
  let loads = 0;
  const screen = lazyScreen(() => (loads++, Promise.resolve({ default: () => null })));
  const loaded = screen();
  await Promise.resolve();
  expect(loads).toBe(0);
  await vi.advanceTimersByTimeAsync(0);
  expect(loads).toBe(1);
  await expect(loaded).resolves.toHaveProperty('Component');
});
