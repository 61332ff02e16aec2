import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type EngineDriver, keyFlows, THREE_PROBLEMS } from './keyFlows';

/**
 * The key flows in Firefox ESR (DESIGN §8), driven over WebDriver BiDi by puppeteer-core, on the demo build at
 * 375×667. Each run fails on an uncaught error, a console.error, or a request to a host other than the app's.
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A classic scrollbar would take 12 of the 375 px.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseURL');

/** Records on `page` what must not happen: a console.error, an uncaught error, a request to another host. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error instanceof Error ? error.message : String(error)}`));
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (origin !== base() && protocol !== 'data:' && protocol !== 'blob:') problems.push(`request to ${request.url()}`);
  });
  return problems;
}

const TIMEOUT = { timeout: 20_000 };

/** The key flows' driver over puppeteer's page. */
const driverOf = (page: Page): EngineDriver => ({
  goto: async (path) => void (await page.goto(`${base()}${path}`)),
  reload: async () => void (await page.reload()),
  text: async (words) => {
    const element = await page.waitForSelector(`::-p-text(${words})`, TIMEOUT);
    return (await element!.evaluate((el) => el.textContent)) ?? '';
  },
  tap: async (words) => (await page.waitForSelector(`::-p-text(${words})`, TIMEOUT))!.click(),
  fill: async (selector, value, enter) => {
    await page.locator(selector).fill(value);
    if (enter) await page.keyboard.press('Enter');
  },
  until: async (expression) => void (await page.waitForFunction(expression, TIMEOUT)),
  run: async (script) => void (await page.evaluate(script)),
});

/** A fresh, private Firefox page at phone size, on which nothing `watch` records may happen. */
async function withFirefox(run: (driver: EngineDriver) => Promise<void>, expectProblems = 0) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 667 });
  const problems = watch(page);
  try {
    await run(driverOf(page));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(problems, problems.join('\n')).toHaveLength(expectProblems);
  } finally {
    await context.close();
  }
}

describe('DESIGN §8 the key flows in Firefox ESR (375×667, demo build)', () => {
  test('the watch is a check: it records a console.error, an uncaught error and a request to another host', () =>
    withFirefox(async (driver) => {
      await driver.goto('/');
      await driver.run(THREE_PROBLEMS);
    }, 3));

  for (const [name, flow] of Object.entries(keyFlows)) test(name, () => withFirefox(flow));
});
