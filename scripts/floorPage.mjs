/**
 * The floor of a page that waits for data (`npm run lighthouse` measures it beside every data page): the app built with one more route, whose
 * screen has nothing of its own beyond what every data page has. It is a lazy route of the app's router whose first
 * request, sent as the real pages' are, is the book that /book/1 asks for first; its screen asks for it the one way
 * every data page loads data (useRequest: the request machine, on xstate, through the app's client), and then paints
 * the book's cover (the image its answer names, preloaded by the boot module as the book page's is) and a paragraph,
 * or a paragraph of about the same length when that request failed. What Lighthouse reports for it is what the stack alone costs such a page (the shell, the
 * route's chunk with the request machine, one request to the API, the book's cover): no data page of the app can
 * score better.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREEN_TITLES_FILE, screenTitleMap } from './screenTitles.ts';

const FLOOR_ROUTE = 'lighthouse-floor';
/** The book page's title, which the server puts in its skeleton as it does every page's (scripts/screenTitles.ts). */
const FLOOR_TITLE = '书籍详情';
export const FLOOR_PATH = `/${FLOOR_ROUTE}/1`;

const ROUTE_TABLE = /\/src\/routes\/routeTable\.tsx$/;
const ROUTES_ANCHOR = 'const LIBRARY_SCREENS: RouteObject[] = [';
const SCREEN_ID = 'virtual:lighthouse-floor';
const src = (path) => JSON.stringify(fileURLToPath(new URL(`../src/${path}`, import.meta.url)));

const SCREEN = `
import { Text } from '@mantine/core';
import { createElement, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { http } from ${src('routes/app.ts')};
import { useRequest } from ${src('routes/useRequest.ts')};
import { books } from ${src('services/api/books.ts')};
import { callEndpoint } from ${src('services/api/endpoint.ts')};

const loadBook = (id) => callEndpoint(http.request, books.getLibraryBook, { path: { library_book_id: id }, noToast: true });

export default function LighthouseFloor() {
  const { id } = useParams();
  const { run, result, error } = useRequest(loadBook);
  useEffect(() => run(id), [id, run]);
  if (result) {
    return createElement(
      'div',
      null,
      // The book's own cover, at the size the book page draws it: the floor paints an image as the data pages do.
      createElement('img', { src: result.cover_url, alt: '封面', width: 108, height: 144, fetchPriority: 'high' }),
      createElement(Text, { p: 'md', size: 'lg' }, '书籍已加载：这一段文字代替书籍详情页的内容。'),
    );
  }
  if (error) return createElement(Text, { p: 'md', size: 'lg' }, '书籍加载失败：这一段文字代替书籍详情页的失败状态，作为这一页最大的元素。');
  return null;
}
`;

/** The route table with the floor's route in it; it fails loudly if the table no longer reads as expected. */
export function withFloorRoute(routeTable) {
  if (!routeTable.includes(ROUTES_ANCHOR)) throw new Error(`the route table no longer has ${ROUTES_ANCHOR}`);
  // Its first request leaves as a real page's do: with the route's loader, and in production with the HTML
  // (scripts/bootModule.ts reads the loader), so the floor measures the pages, not an older loading order.
  const route = `{ path: '${FLOOR_ROUTE}/:id', handle: { title: '${FLOOR_TITLE}' }, loader: sendAhead(bookItselfFirst), lazy: lazyScreen(() => import('${SCREEN_ID}')) },`;
  const withImport = `import { bookItselfFirst } from './firstRequests';\n${routeTable}`;
  return withImport.replace(ROUTES_ANCHOR, `${ROUTES_ANCHOR}\n  ${route}`);
}

/** The Vite plugin that adds the floor's route and screen to a build. */
export const floorPage = () => ({
  name: 'lighthouse-floor',
  apply: 'build',
  // Before the TSX is compiled, so the route table still reads as written.
  enforce: 'pre',
  resolveId: (id) => (id === SCREEN_ID ? `\0${SCREEN_ID}` : undefined),
  load: (id) => (id === `\0${SCREEN_ID}` ? SCREEN : undefined),
  transform: (code, id) => (ROUTE_TABLE.test(id) ? { code: withFloorRoute(code), map: null } : undefined),
  // The map of page titles is written from the route table by the prerender's own build, which has no floor route.
  writeBundle: ({ dir }) =>
    appendFileSync(
      join(dir, SCREEN_TITLES_FILE),
      screenTitleMap([{ path: `/${FLOOR_ROUTE}/:id`, title: FLOOR_TITLE }]),
    ),
});
