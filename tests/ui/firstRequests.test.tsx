// @vitest-environment jsdom
import { cleanup, configure, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { encodeBookCode } from '../../src/lib/bookCode';
import { envFacts, http } from '../../src/routes/app';
import { routes } from '../../src/routes/routeTable';
import { renderRoute, server, signInOnDemo } from './render';

configure({ asyncUtilTimeout: 4000 });
afterEach(cleanup);

/** Every API request that reaches the backend from now on, as 'GET /path?query'. */
function apiRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.startsWith(envFacts.apiURL))
      seen.push(`${request.method} ${request.url.slice(envFacts.apiURL.length)}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}

/** The app's routes with one screen's chunk that never arrives. */
function withStalledScreen(table: RouteObject[], path: string): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.path === path ? { lazy: () => new Promise<never>(() => {}) } : {}),
    ...(route.children ? { children: withStalledScreen(route.children, path) } : {}),
  })) as RouteObject[];
}

/** Opens `path`, waits until the app has had no request in flight for a while, and returns what went out. */
async function requestsOfOpening(path: string): Promise<string[]> {
  const seen = apiRequests();
  renderRoute(path);
  await waitFor(() => expect(seen.length).toBeGreaterThan(0));
  await http.quiet(300);
  return seen;
}

const BOOK = 3;
const BOOK_FIRST_REQUESTS = [`GET /books/v1/library/info/${BOOK}`, `GET /feedback/v1/remark_ratio/${BOOK}`];
/** Far below the book, asked for once it has been drawn. */
const BOOK_LATER_REQUESTS = [
  `GET /feedback/v1/public/library_book/${BOOK}?page_number=1&page_size=3`,
  `GET /books/v1/library/recommends/${BOOK}?page_size=6`,
];

describe('a screen’s first requests start as its route matches, and the screen takes their answers', () => {
  test('/book/:id sends the book and its rating while the screen’s chunk is still loading, and not the comments or recommendations far below', async () => {
    const seen = apiRequests();
    renderRoute(`/book/${encodeBookCode(BOOK)}`, withStalledScreen(routes, 'book/:id'));
    await waitFor(() => expect(seen).toEqual(expect.arrayContaining(BOOK_FIRST_REQUESTS)));
    await http.quiet(100);
    expect(seen.filter((r) => BOOK_LATER_REQUESTS.includes(r))).toEqual([]);
  });

  test('/book/:id sends each of them once: the screen takes the answers instead of asking again', async () => {
    const seen = await requestsOfOpening(`/book/${encodeBookCode(BOOK)}`);
    // The comments and recommendations wait until the book has been drawn (useSettled), then ask once.
    await waitFor(() => expect(seen).toEqual(expect.arrayContaining(BOOK_LATER_REQUESTS)));
    await http.quiet(300);
    for (const request of [...BOOK_FIRST_REQUESTS, ...BOOK_LATER_REQUESTS])
      expect(seen.filter((r) => r === request)).toEqual([request]);
  });

  test('/book/:id with an id that is no book sends nothing ahead', async () => {
    const seen = apiRequests();
    renderRoute('/book/<b>1</b>', withStalledScreen(routes, 'book/:id'));
    await http.quiet(100);
    // The shell reads the feature flags once the screen has settled: not the route's requests.
    expect(seen.filter((r) => !r.startsWith('GET /flag/v1/app/'))).toEqual([]);
  });

  test('/vip-subscribe sends its plans once; signed in, its VIP state once too', async () => {
    const signedOut = await requestsOfOpening('/vip-subscribe');
    expect(signedOut.filter((r) => r.startsWith('GET /vip/v1/sku/'))).toHaveLength(1);
    cleanup();
    await signInOnDemo();
    const signedIn = await requestsOfOpening('/vip-subscribe');
    expect(signedIn.filter((r) => r.startsWith('GET /vip/v1/sku/'))).toHaveLength(1);
    expect(signedIn.filter((r) => r === 'GET /vip/v1/my')).toEqual(['GET /vip/v1/my']);
  });

  test('/sale/cm sends its categories and the first page for the filters in the address, once each', async () => {
    const seen = await requestsOfOpening('/sale/cm?order_by=new&category=2');
    expect(seen.filter((r) => r === 'GET /library/v1/category')).toHaveLength(1);
    expect(seen.filter((r) => r.startsWith('GET /books/v1/library?'))).toEqual([
      'GET /books/v1/library?page_number=1&page_size=6&order_by=new&category=2',
    ]);
  });
});
