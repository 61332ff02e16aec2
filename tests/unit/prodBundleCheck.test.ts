import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
// @ts-expect-error a plain ESM script without types
import { findDemoLeaks, findUnhintedScripts } from '../../scripts/check-prod-bundle.mjs';
import { COMPILE_HINT } from '../../scripts/compileHint.mjs';

let dir: string;
const build = (files: Record<string, string>) => {
  dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
};
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DESIGN §6: the production build is free of msw and demo code', () => {
  test('a clean build passes', () => {
    expect(findDemoLeaks(build({ 'index.html': '<div id="root">', 'assets/index.js': 'console.log(1)' }))).toEqual([]);
  });

  test('the msw service worker file is caught', () => {
    expect(findDemoLeaks(build({ 'mockServiceWorker.js': '' }))).toEqual([
      'mockServiceWorker.js: the msw service worker',
    ]);
  });

  test('msw or demo code inside a chunk is caught', () => {
    const leaks = findDemoLeaks(
      build({ 'assets/a.js': 'register("/mockServiceWorker.js")', 'assets/b.js': 'x="演示后端尚未实现"' }),
    );
    expect(leaks).toHaveLength(2);
  });
});

test('DESIGN §9: the flows viewer inside a chunk is caught', () => {
  expect(findDemoLeaks(build({ 'assets/c.js': 'route("/__flows")' }))).toHaveLength(1);
});

test("issue: flows without stately.ai — the inspector stream's receiver or the error trail inside a chunk is caught", () => {
  const leaks = findDemoLeaks(
    build({ 'assets/d.js': 'post({type:"@statelyai.connected"})', 'assets/e.js': 'f="session-trail.jsonl"' }),
  );
  expect(leaks).toHaveLength(2);
});

describe('issue 58: every script of the app starts with V8’s compile hint', () => {
  test('a script with the hint first passes; the boot module, built apart, is not asked for it', () => {
    const dist = build({ 'assets/main.js': `${COMPILE_HINT}console.log(1)`, 'assets/boot-x.js': 'console.log(2)' });
    expect(findUnhintedScripts(dist)).toEqual([]);
  });

  test('a script without it, or with code before it, is caught', () => {
    const dist = build({ 'assets/a.js': 'console.log(1)', 'assets/b.js': `const m=1;\n${COMPILE_HINT}` });
    expect(findUnhintedScripts(dist)).toEqual(['a.js', 'b.js']);
  });
});
