// @vitest-environment jsdom
import { cleanup, configure, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { SEED } from '../../src/demo/personas';
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

/** The app's routes with one route's loader left out: its screen sends its requests itself. */
function withoutLoader(table: RouteObject[], path: string): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.path === path ? { loader: undefined } : {}),
    ...(route.children ? { children: withoutLoader(route.children, path) } : {}),
  })) as RouteObject[];
}

/** Opens `path`, waits until the app has had no request in flight for a while, and returns what went out. */
async function requestsOfOpening(path: string, table = routes): Promise<string[]> {
  const seen = apiRequests();
  renderRoute(path, table);
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

/** What the shell asks for itself once a screen has settled: the feature flags. */
const fromShell = (request: string) => request.startsWith('GET /flag/v1/app/');
const pathOf = (request: string) => request.split('?')[0];

const GROUP_BOOK = SEED.openGroupBook;
const GIFT = SEED.openGift.orderId;
/** The pages opened cold from a chat, with the first GETs each sends as its route matches. */
const CHAT_PAGES: { page: string; route: string; path: string; signedIn: boolean; first: string[] }[] = [
  {
    page: 'the group of a book',
    route: 'book/:id/groupbuy/:parentInstanceId',
    path: `/book/${encodeBookCode(GROUP_BOOK)}/groupbuy/${SEED.openGroup}`,
    signedIn: false,
    first: [
      `GET /books/v1/library/info/${GROUP_BOOK}`,
      `GET /groupbuy/v1/book/${GROUP_BOOK}/config?show_original_price=true`,
      `GET /groupbuy/v1/group/${SEED.openGroup}/query`,
    ],
  },
  {
    page: 'the group of a book, signed in',
    route: 'book/:id/groupbuy/:parentInstanceId',
    path: `/book/${GROUP_BOOK}/groupbuy/${SEED.openGroup}`,
    signedIn: true,
    first: [
      `GET /books/v1/library/info/${GROUP_BOOK}`,
      `GET /groupbuy/v1/book/${GROUP_BOOK}/config?show_original_price=true`,
      `GET /groupbuy/v1/group/${SEED.openGroup}/query`,
      'GET /groupbuy/v1/left-free-times',
      'GET /vip/v1/group_buy/left_pass_times',
    ],
  },
  {
    page: 'an invite',
    route: 'invite/:huaid',
    path: `/invite/h${SEED.vipHuaId}`,
    signedIn: false,
    first: [`GET /user/v1/basic_info?hua_id=${SEED.vipHuaId}`],
  },
  {
    page: 'a squad',
    route: 'squad/:inviteCode',
    path: `/squad/${SEED.openSquad.toLowerCase()}`,
    signedIn: false,
    first: [`GET /vip/v1/squad/by_invide_code/${SEED.openSquad}`],
  },
  {
    page: 'a squad, signed in',
    route: 'squad/:inviteCode',
    path: `/squad/${SEED.openSquad}`,
    signedIn: true,
    first: [`GET /vip/v1/squad/by_invide_code/${SEED.openSquad}`, 'GET /vip/v1/squad/my'],
  },
  {
    page: 'a gift',
    route: 'vip-order/:orderId',
    path: `/vip-order/${GIFT}`,
    signedIn: false,
    first: [`GET /order/v1/${GIFT}/query`],
  },
  {
    page: 'an order',
    route: 'order/:id',
    path: `/order/${GIFT}`,
    signedIn: false,
    first: [`GET /order/v1/${GIFT}/query`],
  },
  {
    page: 'a sharer’s book',
    route: 'book/:bookId/u/:uid',
    path: `/book/${encodeBookCode(GROUP_BOOK)}/u/900003`,
    signedIn: false,
    first: [
      `GET /books/v1/library/info/${GROUP_BOOK}`,
      `GET /feedback/v1/remark_ratio/${GROUP_BOOK}`,
      'GET /user/v1/basic_info/900003',
    ],
  },
  {
    page: 'a sharer’s book, by hua id',
    route: 'book/:bookId/u/:uid',
    path: `/book/${GROUP_BOOK}/u/h${SEED.vipHuaId}`,
    signedIn: false,
    first: [
      `GET /books/v1/library/info/${GROUP_BOOK}`,
      `GET /feedback/v1/remark_ratio/${GROUP_BOOK}`,
      `GET /user/v1/basic_info?hua_id=${SEED.vipHuaId}`,
    ],
  },
];

describe('the pages opened cold from a chat send their first GETs as their route matches, each once, and only what the screen asks for', () => {
  test.each(CHAT_PAGES)('$page ($path)', async ({ route, path, signedIn, first }) => {
    if (signedIn) await signInOnDemo();
    const sorted = [...first].sort();

    // The screen's own, first (an answer sent ahead would be taken): without the loader, it sends each of them.
    const own = await requestsOfOpening(path, withoutLoader(routes, route));
    expect(own).toEqual(expect.arrayContaining(first));
    cleanup();

    // Ahead: with the screen's chunk still loading, exactly these go out.
    const ahead = apiRequests();
    renderRoute(path, withStalledScreen(routes, route));
    await waitFor(() => expect(ahead).toEqual(expect.arrayContaining(first)));
    await http.quiet(100);
    expect(ahead.filter((r) => !fromShell(r)).sort()).toEqual(sorted);
    cleanup();

    // Together: the screen takes each answer sent ahead instead of asking again, in the same words.
    const seen = await requestsOfOpening(path);
    for (const request of first) expect(seen.filter((r) => pathOf(r) === pathOf(request))).toEqual([request]);
  });

  test('back from the cashier on the group page, only the book goes ahead: the group is read once the payment is confirmed', async () => {
    const ahead = apiRequests();
    renderRoute(
      `/book/${GROUP_BOOK}/groupbuy/${SEED.openGroup}?order_id=5300000000000009001`,
      withStalledScreen(routes, 'book/:id/groupbuy/:parentInstanceId'),
    );
    await waitFor(() => expect(ahead.length).toBeGreaterThan(0));
    await http.quiet(100);
    expect(ahead.filter((r) => !fromShell(r))).toEqual([`GET /books/v1/library/info/${GROUP_BOOK}`]);
  });
});
