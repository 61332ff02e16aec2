import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { lazyMantineDefaultsSource } from '../../vite.config';

const moduleUrl = new URL(
  '../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
  import.meta.url,
);
const folder = mkdtempSync(join(tmpdir(), 'mantine-defaults-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The built module, importable from a temporary folder, with Mantine's resolver counted as it is called. */
async function builtModule() {
  const resolverUrl = new URL('./default-css-variables-resolver.mjs', moduleUrl).href;
  const counting = join(folder, 'countingResolver.mjs');
  writeFileSync(
    counting,
    `import { defaultCssVariablesResolver as resolve } from '${resolverUrl}';
export const calls = [];
export function defaultCssVariablesResolver(theme) { calls.push(theme); return resolve(theme); }`,
  );
  const source = lazyMantineDefaultsSource(readFileSync(moduleUrl, 'utf8'))
    .replace('"./default-css-variables-resolver.mjs"', JSON.stringify(pathToFileURL(counting).href))
    .replace(/from "(\.\.?\/[^"]+)"/g, (_, path: string) => `from "${new URL(path, moduleUrl).href}"`)
    .replace(/\/\/# sourceMappingURL=.*/, '');
  const built = join(folder, 'remove-default-variables.mjs');
  writeFileSync(built, source);
  const { removeDefaultVariables } = await import(/* @vite-ignore */ pathToFileURL(built).href);
  const { calls } = await import(/* @vite-ignore */ pathToFileURL(counting).href);
  return { removeDefaultVariables, calls };
}

test('DESIGN §9: the shell does not compute Mantine’s default CSS variables while it loads, only on first use', async () => {
  const { removeDefaultVariables, calls } = await builtModule();
  expect(calls).toHaveLength(0);

  const original = await import(/* @vite-ignore */ moduleUrl.href);
  const input = {
    variables: { '--mantine-scale': '1', '--app-night-0': '#4a3f2a' },
    light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-scheme': 'light' },
    dark: {},
  };
  expect(removeDefaultVariables(input)).toEqual(original.removeDefaultVariables(input));
  removeDefaultVariables(input);
  expect(calls).toHaveLength(1);
});

test('a Mantine whose module no longer computes them eagerly fails the build rather than silently changing', () => {
  expect(() => lazyMantineDefaultsSource('export const removeDefaultVariables = (input) => input;')).toThrow(
    /Mantine no longer has/,
  );
});
