import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROUTES = join(__dirname, '../../src/routes');
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * Route files that may hold Chinese text, each with the reason it is not screen copy.
 * An entry ending in `/` covers a folder.
 */
const ALLOWED: Record<string, string> = {
  'routeTable.tsx': "route metadata: each route's name (handle.title), read for document.title and the header",
  'shell/screenTitle.ts': "the app's name, the document title when no route names one",
  'debug/': 'developer tools behind F1, not a product screen',
  'flows/': 'the statechart viewer, a developer tool at /flows, not a product screen',
  'auth/wechatAuthServices.ts':
    'an internal error the wechatAuth machine swallows (it signs in without the JS bridge); no user sees it',
};

/** Chinese text in a file's string literals, templates and JSX text; comments are not read. */
export function chineseTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      CHINESE.test(node.text)
    )
      found.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [relative(ROUTES, join(dir, entry.name))]
        : [],
  );

const allowed = (file: string) =>
  Object.keys(ALLOWED).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

describe('Issue 42 step 5: copy lives in ui or in the selector, never in a route', () => {
  test('the check finds Chinese in strings, templates and JSX text, and skips comments', () => {
    const source = [
      '// 注释不算',
      "const a = '重试';",
      'const b = `${n}张卡片`;',
      'const c = <p title="书籍">{x} 本作品</p>;',
    ].join('\n');
    expect(chineseTexts('probe.tsx', source)).toEqual(['重试', '张卡片', '书籍', '本作品']);
  });

  test('no route file outside the allow-list holds Chinese text', () => {
    const offending = Object.fromEntries(
      routeFiles(ROUTES)
        .filter((file) => !allowed(file))
        .map((file) => [file, chineseTexts(file, readFileSync(join(ROUTES, file), 'utf8'))] as const)
        .filter(([, texts]) => texts.length > 0),
    );
    expect(offending).toEqual({});
  });

  test('each allow-list entry still names route files that hold Chinese text', () => {
    const files = routeFiles(ROUTES);
    for (const entry of Object.keys(ALLOWED)) {
      const covered = files.filter((file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
      expect(
        covered.some((file) => chineseTexts(file, readFileSync(join(ROUTES, file), 'utf8')).length > 0),
        entry,
      ).toBe(true);
    }
  });
});
