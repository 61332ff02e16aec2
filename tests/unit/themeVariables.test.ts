import {
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { format, resolveConfig } from 'prettier';
import { describe, expect, test } from 'vitest';
import { cssVariablesResolver, theme } from '../../src/ui/theme/theme';

type Scope = keyof ConvertCSSVariablesInput;

/**
 * What MantineProvider would inject as a <style> on every load: the variables in which the theme differs from
 * Mantine's defaults (default-css-variables.css has those), written as the stylesheet the app ships instead.
 */
function themeVariablesCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const merged = deepMerge(defaultCssVariablesResolver(full), cssVariablesResolver(full));
  const defaults: Record<Scope, Record<string, string>> = defaultCssVariablesResolver(DEFAULT_THEME);
  const block = (selector: string, scope: Scope) => {
    const lines = Object.entries(merged[scope])
      .filter(([name, value]) => defaults[scope][name] !== value)
      .map(([name, value]) => `  ${name}: ${value};`);
    return lines.length ? `${selector} {\n${lines.join('\n')}\n}\n` : '';
  };
  const scheme = (name: 'light' | 'dark') => `:root[data-mantine-color-scheme="${name}"]`;
  const blocks = [block(':root', 'variables'), block(scheme('light'), 'light'), block(scheme('dark'), 'dark')];
  return `/* Generated from src/ui/theme/theme.ts by tests/unit/themeVariables.test.ts: run \`npx vitest run themeVariables -u\`. */\n${blocks.filter(Boolean).join('\n')}`;
}

describe('DESIGN §9: the theme ships as a stylesheet, not computed on every load', () => {
  test('themeVariables.css is exactly what the theme and its resolver give (regenerate it with -u after changing the theme)', async () => {
    const file = 'src/ui/theme/themeVariables.css';
    const css = await format(themeVariablesCss(), { ...(await resolveConfig(file)), filepath: file });
    await expect(css).toMatchFileSnapshot(`../../${file}`);
  });
});
