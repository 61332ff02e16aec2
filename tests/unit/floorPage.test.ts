import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { FLOOR_PATH, floorPage, withFloorRoute } from '../../scripts/floorPage.mjs';
import { screenTitleFor } from '../../scripts/screenTitles';

type Hook = (...args: string[]) => unknown;
const plugin = floorPage() as Record<'resolveId' | 'load' | 'transform', Hook>;
const routeTable = readFileSync('src/routes/routeTable.tsx', 'utf8');

describe('DESIGN §9 budget, the floor of npm run lighthouse', () => {
  test('the floor page is a lazy route of the app’s own route table, at FLOOR_PATH', () => {
    const table = withFloorRoute(routeTable);
    expect(table).toContain(
      "{ path: 'lighthouse-floor/:id', handle: { title: '书籍详情' }, loader: sendAhead(bookItselfFirst), lazy: lazyScreen(() => import('virtual:lighthouse-floor')) },",
    );
    expect(FLOOR_PATH).toBe('/lighthouse-floor/1');
    expect((plugin.transform(routeTable, '/repo/src/routes/routeTable.tsx') as { code: string }).code).toBe(table);
    expect(plugin.transform('export {}', '/repo/src/routes/app.ts')).toBeUndefined();
  });

  test('its skeleton has the book page’s title in the HTML, as the real pages have theirs: the build’s map gets its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-titles-'));
    try {
      writeFileSync(join(dir, 'screen-titles.map'), '"~^/book/[^/?]+/?([?]|$)" "书籍详情";\n');
      (plugin as unknown as { writeBundle: (options: { dir: string }) => void }).writeBundle({ dir });
      const map = readFileSync(join(dir, 'screen-titles.map'), 'utf8');
      expect(screenTitleFor(map, FLOOR_PATH)).toBe('书籍详情');
      expect(screenTitleFor(map, '/book/1')).toBe('书籍详情');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a route table that no longer reads as expected stops the build rather than measuring no floor', () => {
    expect(() => withFloorRoute(routeTable.replace('LIBRARY_SCREENS', 'BOOK_SCREENS'))).toThrow(/no longer has/);
  });

  test('its screen sends the book page’s first request the one way every data page loads data, from files that exist', () => {
    const id = plugin.resolveId('virtual:lighthouse-floor') as string;
    const screen = plugin.load(id) as string;
    expect(screen).toContain('callEndpoint(http.request, books.getLibraryBook');
    expect(screen).toContain('useRequest(loadBook)');
    const imported = [...screen.matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(imported).toEqual([
      expect.stringMatching(/src\/routes\/app\.ts$/),
      expect.stringMatching(/src\/routes\/useRequest\.ts$/),
      expect.stringMatching(/src\/services\/api\/books\.ts$/),
      expect.stringMatching(/src\/services\/api\/endpoint\.ts$/),
    ]);
    for (const path of imported) expect(existsSync(path), path).toBe(true);
    expect(plugin.load('/repo/src/main.tsx')).toBeUndefined();
  });
});
