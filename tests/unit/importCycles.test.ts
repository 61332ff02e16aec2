import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import importCycles from '../../scripts/lint/importCycles.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Lints a small tree of files with the cycle rule; returns each file's messages. */
async function lintTree(files: Record<string, string>): Promise<Record<string, string[]>> {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: importCycles },
        rules: { 'local/no-import-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return Object.fromEntries(
    results.map((result) => [result.filePath.slice(root.length + 1), result.messages.map((m) => m.message)]),
  );
}

describe('DESIGN §3: no import cycles, type-only ones included', () => {
  test('a runtime cycle fails the lint, at both ends', async () => {
    const messages = await lintTree({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(messages['a.ts']).toEqual(['DESIGN §3: import cycle (runtime): a.ts → b.ts → a.ts']);
    expect(messages['b.ts']).toEqual(['DESIGN §3: import cycle (runtime): b.ts → a.ts → b.ts']);
  });

  test('a cycle of type-only imports fails the lint', async () => {
    const messages = await lintTree({
      'a.tsx': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import { type A } from './a';\nexport type B = A[];\n",
    });
    expect(messages['a.tsx']).toEqual(['DESIGN §3: import cycle (type-only): a.tsx → b.ts → a.tsx']);
  });

  test('a cycle through a re-export and a folder index fails the lint', async () => {
    const messages = await lintTree({
      'feature/index.ts': "export { part } from './part';\n",
      'feature/part.ts': "import { helper } from '../helper';\nexport const part = helper;\n",
      'helper.ts': "import type { part } from './feature';\nexport const helper = 1 as unknown as typeof part;\n",
    });
    expect(messages['helper.ts']).toEqual([
      'DESIGN §3: import cycle (runtime): helper.ts → feature/index.ts → feature/part.ts → helper.ts',
    ]);
  });

  test('a lazy child chunk that imports values back from its parent fails the lint', async () => {
    const messages = await lintTree({
      'parent.ts': "export const shared = 1;\nexport const loadChild = () => import('./child');\n",
      'child.ts': "import { shared } from './parent';\nexport const child = shared;\n",
    });
    expect(messages['parent.ts']).toEqual([
      'DESIGN §3: import cycle (a lazy chunk imports values back): parent.ts → child.ts → parent.ts',
    ]);
  });

  test('a lazy child chunk may import types from its parent, and a tree without cycles passes', async () => {
    const messages = await lintTree({
      'parent.ts': "export interface Shared { n: number }\nexport const loadChild = () => import('./child');\n",
      'child.ts':
        "import type { Shared } from './parent';\nimport { leaf } from './leaf';\nexport const c: Shared = leaf;\n",
      'leaf.ts': "import styles from './leaf.css';\nexport const leaf = { n: styles ? 1 : 0 };\n",
    });
    expect(Object.values(messages).flat()).toEqual([]);
  });
});
