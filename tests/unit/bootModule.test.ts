import { readFileSync } from 'node:fs';
import { transformWithOxc } from 'vite';
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { withFloorRoute } from '../../scripts/floorPage.mjs';
import { pathPattern, routeTableRoutes } from '../../scripts/bootModule';
import { bookIdFromParam } from '../../src/lib/bookCode';
import { bookIdFromParam as bootBookId } from '../../src/routes/boot/bootBookId';

const source = readFileSync('src/routes/routeTable.tsx', 'utf8');
/** The route table as the build hands it to the boot module's plugin: compiled. */
const compiled = async (tsx: string) => (await transformWithOxc(tsx, 'routeTable.tsx', { lang: 'tsx' })).code;

describe('issue 38: the boot map is generated from the route table, not written twice', () => {
  test('each data page is found with its full path, its first requests and its screen', async () => {
    const routes = await routeTableRoutes(await compiled(source));
    const dataPages = routes.filter((route) => route.requests);
    expect(dataPages).toEqual([
      {
        path: '/vip-subscribe',
        requests: { from: './firstRequests', name: 'vipFirstRequests' },
        screen: './vip/VipSubscribe',
      },
      {
        path: '/vip-order/:orderId',
        requests: { from: './firstRequests', name: 'orderFirstRequests' },
        screen: './order/OrderDetail',
      },
      // Screens reached through a const (one chunk for two routes) are found too.
      {
        path: '/order/:id',
        requests: { from: './firstRequests', name: 'orderFirstRequests' },
        screen: './order/OrderDetail',
      },
      {
        path: '/sale/cm',
        requests: { from: './firstRequests', name: 'libraryFirstRequests' },
        screen: './library/Library',
      },
      {
        path: '/book/:id',
        requests: { from: './firstRequests', name: 'bookFirstRequests' },
        screen: './library/BookDetail',
      },
      // The pages opened cold from a chat.
      {
        path: '/book/:id/groupbuy/:parentInstanceId',
        requests: { from: './firstRequests', name: 'groupBuyFirstRequests' },
        screen: './groupbuy/GroupBuyScreen',
      },
      {
        path: '/book/:bookId/u/:uid',
        requests: { from: './firstRequests', name: 'sharedBookFirstRequests' },
        screen: './library/SharedBook',
      },
      {
        path: '/invite/:huaid',
        requests: { from: './firstRequests', name: 'inviteFirstRequests' },
        screen: './invite/InviteLanding',
      },
      {
        path: '/squad/:inviteCode',
        requests: { from: './firstRequests', name: 'squadFirstRequests' },
        screen: './squad/SquadScreen',
      },
    ]);
  });

  test('the floor page of npm run lighthouse gets its early start the same way', async () => {
    const routes = await routeTableRoutes(await compiled(withFloorRoute(source) as string));
    expect(routes).toContainEqual({
      path: '/lighthouse-floor/:id',
      requests: { from: './firstRequests', name: 'bookItselfFirst' },
      screen: 'virtual:lighthouse-floor',
    });
  });

  test('a route table whose loaders no longer read as sendAhead(…) stops the build rather than booting nothing', async () => {
    const code = await compiled(source.replaceAll('loader: sendAhead(', 'loader: someOtherLoader('));
    expect(() => routeTableRoutes(code)).toThrow(/no route of the route table has sendAhead/);
  });

  test('a path matches as React Router matches it: segment by segment, without regard to case, a trailing slash allowed', () => {
    const book = pathPattern('/book/:id');
    expect(book.exec('/book/BK123')?.groups).toEqual({ id: 'BK123' });
    expect(book.test('/Book/1/')).toBe(true);
    expect(book.test('/book/1/groupbuy/2')).toBe(false);
    expect(book.test('/book')).toBe(false);
    expect(pathPattern('/sale/cm').test('/sale/cmx')).toBe(false);
  });
});

describe('issue 58: the boot module stays within 3 KB', () => {
  test('its book ids are the app’s for a plain numeric id, garbage included; a BK code is left to the app', () => {
    for (const param of [
      '1',
      ' 42 ',
      '0',
      '9007199254740993',
      '12345678901234567890',
      '007',
      '1e3',
      '-1',
      '',
      undefined,
      '123456789012345678901',
    ]) {
      expect(bootBookId(param), String(param)).toBe(bookIdFromParam(param));
    }
    expect(bookIdFromParam('BK1')).not.toBeNull();
    expect(bootBookId('BK1')).toBeNull();
  });
});
