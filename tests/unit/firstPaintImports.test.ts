import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { importsIn } from '../../scripts/lint/importCycles.mjs';

const src = (path: string) => resolve(__dirname, '../../src', path);
/** The parser as the lint's import rule calls it (its type declares no options). */
const parse = tseslint.parser.parseForESLint as (code: string, options: object) => { ast: unknown };

/** Every file `entry` loads with it: its value imports, followed, leaving out types and lazy `import()`s. */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { ast } = parse(readFileSync(file, 'utf8'), { filePath: file, jsx: true });
    for (const edge of importsIn(file, ast) as { to: string; kind: 'value' | 'type' | 'lazy' }[])
      if (edge.kind === 'value') queue.push(edge.to);
  }
  return seen;
}

const WHOLE_CATALOGUE = [src('routes/api.ts'), src('services/api/index.ts')];

describe('issue 38: what paints first does not load the whole api catalogue (8 KB gzip) before its paint', () => {
  test.each([
    'routes/library/BookDetail.tsx',
    'routes/library/Library.tsx',
    'routes/shell/observability.ts',
    // The pages opened cold from a chat: the group of a book, an invite, a squad, a gift, a sharer's book.
    'routes/groupbuy/GroupBuyScreen.tsx',
    'routes/invite/InviteLanding.tsx',
    'routes/squad/SquadScreen.tsx',
    'routes/order/OrderDetail.tsx',
    'routes/library/SharedBook.tsx',
  ])('%s reaches only the areas it calls, through callApi', (entry) => {
    const loaded = loadedWith(src(entry));
    expect(loaded.has(src('routes/callApi.ts'))).toBe(true);
    for (const file of WHOLE_CATALOGUE) expect(loaded.has(file), file).toBe(false);
  });
});
