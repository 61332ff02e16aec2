// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { applyShellStyles } from '../../src/routes/shell/shellStyles';
import { preloadStylesheets } from '../../vite.config';

const HEAD = [
  '<link rel="modulepreload" crossorigin href="/assets/main-a.js" nonce="n">',
  '<link rel="stylesheet" crossorigin href="/assets/main-b.css" nonce="n">',
  '<link rel="preconnect" href="https://api.example" crossorigin>',
  '<link rel="stylesheet" crossorigin href="/assets/appRouter-c.css" nonce="n">',
].join('\n');

test("DESIGN §9 first paint: the build's stylesheet links become preloads, so the boot mark waits only for the HTML", () => {
  expect(preloadStylesheets(HEAD)).toBe(
    [
      '<link rel="modulepreload" crossorigin href="/assets/main-a.js" nonce="n">',
      '<link rel="preload" as="style" crossorigin href="/assets/main-b.css" nonce="n">',
      '<link rel="preconnect" href="https://api.example" crossorigin>',
      '<link rel="preload" as="style" crossorigin href="/assets/appRouter-c.css" nonce="n">',
    ].join('\n'),
  );
});

function preloadedPage() {
  document.head.innerHTML = preloadStylesheets(HEAD);
  // A screen's styles, loaded later, come after the shell's in the cascade.
  document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/Screen-d.css">');
}

const sheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
    new URL(link.href).pathname,
    link.crossOrigin,
  ]);

test('the shell styles apply in their preloads’ places, ahead of later styles, and the first render waits for them', async () => {
  preloadedPage();
  let applied = false;
  const done = applyShellStyles().then(() => (applied = true));
  expect(sheets()).toEqual([
    ['/assets/main-b.css', ''],
    ['/assets/appRouter-c.css', ''],
    ['/assets/Screen-d.css', null],
  ]);
  const added = [...document.head.querySelectorAll('link[rel="stylesheet"][crossorigin]')];
  added[0]!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(applied).toBe(false);
  added[1]!.dispatchEvent(new Event('load'));
  await done;
  expect(applied).toBe(true);
});

test('a shell stylesheet that fails to load does not hold the first render: unstyled beats blank', async () => {
  preloadedPage();
  const done = applyShellStyles();
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"][crossorigin]'))
    link.dispatchEvent(new Event('error'));
  await expect(done).resolves.toBeUndefined();
});

test('with no preloaded styles (the dev server injects them itself) there is nothing to wait for', async () => {
  document.head.innerHTML = '';
  await expect(applyShellStyles()).resolves.toBeUndefined();
  expect(sheets()).toEqual([]);
});
