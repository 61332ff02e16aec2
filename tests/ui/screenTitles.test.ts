// @vitest-environment jsdom
import { matchRoutes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { SCREEN_TITLE_MARK, screenTitleFor, screenTitleMap, withTitleMark } from '../../scripts/screenTitles';
import { screenTitles } from '../../src/prerender';
import { routes } from '../../src/routes/routeTable';
import { screenTitleOf } from '../../src/routes/shell/screenTitle';

/** The title that the app's own router gives an address. */
function routerTitle(uri: string) {
  const matches = matchRoutes(routes, uri.split('?')[0]!);
  return matches ? screenTitleOf(matches.map((match) => match.route.handle)) : '';
}

describe('issue 58: each page’s skeleton has its title in the HTML, filled by the server', () => {
  const pages = screenTitles();
  const map = screenTitleMap(pages);

  test('the map gives every titled page of the route table the title the app’s router gives it, query or not', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const { path } of pages) {
      const uri = path.replace(/:\w+/g, 'x1');
      expect(screenTitleFor(map, uri), uri).toBe(routerTitle(uri));
      expect(screenTitleFor(map, `${uri}/?from=share`), uri).toBe(routerTitle(uri));
    }
  });

  test('the pages opened from a chat get theirs; `/`, an unknown address and a longer path get none', () => {
    expect(screenTitleFor(map, '/book/1')).toBe('书籍详情');
    expect(screenTitleFor(map, '/book/1/groupbuy/9001')).toBe('拼团购书');
    expect(screenTitleFor(map, '/book/1/u/900003')).toBe('好友推荐');
    expect(screenTitleFor(map, '/invite/888888')).toBe('好友邀请');
    expect(screenTitleFor(map, '/squad/VIP888')).toBe('VIP小队');
    expect(screenTitleFor(map, '/me/messages')).toBe('消息');
    for (const uri of ['/', '/no/such/page', '/book/1/groupbuy/9001/extra', '/book']) {
      expect(screenTitleFor(map, uri), uri).toBe('');
    }
  });

  test('the mark goes into the skeleton’s empty title, and a skeleton without one is refused', () => {
    const skeleton = '<header><p class="t" data-screen-title=""></p></header>';
    expect(withTitleMark(skeleton)).toBe(`<header><p class="t" data-screen-title="">${SCREEN_TITLE_MARK}</p></header>`);
    expect(() => withTitleMark('<header><p class="t"></p></header>')).toThrow(/data-screen-title/);
  });
});
