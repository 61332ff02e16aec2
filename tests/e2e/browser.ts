import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DEMO_REQUEST_EVENT, type DemoRequest } from '../../src/demo/requestEvents';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'test-artifacts';
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PHONE = {
  viewport: { width: 375, height: 667 },
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  reducedMotion: 'reduce' as const,
};

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN';
export const QQ_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 QQ/9.0.8.14755 NetType/WIFI';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions the page raised. */
  errors: Error[];
  url(path: string): string;
}

/** Per-test context options: a userAgent to pose as an in-app browser. */
export type PhoneOptions = Pick<BrowserContextOptions, 'userAgent'>;

/** A fresh phone-sized context. */
export async function openPhone(browser: Browser, options: PhoneOptions = {}): Promise<PhonePage> {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const base = inject('baseURL');
  return { context, page, errors, url: (path) => base + path };
}

/**
 * The API requests the demo backend answers, in order and across navigations, from the page's own announcements:
 * they are answered in the page, so they never show as network requests. Call before the first navigation.
 */
export async function demoRequests(page: Page): Promise<DemoRequest[]> {
  const seen: DemoRequest[] = [];
  await page.exposeFunction('demoRequestSeen', (request: DemoRequest) => void seen.push(request));
  await page.addInitScript((event) => {
    const report = (window as unknown as { demoRequestSeen(r: unknown): void }).demoRequestSeen;
    window.addEventListener(event, (e) => report((e as CustomEvent<unknown>).detail));
  }, DEMO_REQUEST_EVENT);
  return seen;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}

/** One browser per test file; each `withPhone` run gets a fresh context and must raise no page error. */
export function phoneBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => browser,
    async withPhone(run: (phone: PhonePage) => Promise<void>, options: PhoneOptions = {}) {
      const phone = await openPhone(browser, options);
      try {
        await run(phone);
        expect(phone.errors.map((e) => `${e.message}\n${e.stack}`)).toEqual([]);
      } finally {
        await phone.context.close();
      }
    },
  };
}
