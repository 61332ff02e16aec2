import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectOrigins, startNginx } from '../../scripts/nginx';
import { launchBrowser, PHONE, screenshot } from './browser';
import { buildAsShipped } from './serveBuild';

/** The production build as `npm run build` makes it, behind nginx (deploy/nginx.conf), with no backend reachable. */
const OUT_DIR = 'dist-e2e-production';
let nginx: Awaited<ReturnType<typeof startNginx>>;
let base = '';

beforeAll(async () => {
  await buildAsShipped('production', OUT_DIR);
  nginx = await startNginx({ root: OUT_DIR, connect: connectOrigins(loadEnv('production', process.cwd(), 'VITE_')) });
  base = nginx.origin;
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  rmSync(OUT_DIR, { recursive: true, force: true });
});

/** Every CSP violation a page of this context reports, for `violations`. */
const recordCspViolations = (context: BrowserContext) =>
  context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

/** A phone whose API requests fail as they do offline, recording every CSP violation the page reports. */
async function offlinePhone() {
  const browser = await launchBrowser();
  const context = await browser.newContext(PHONE);
  await context.route(/huacards\.example/, (route) => route.abort('internetdisconnected'));
  await recordCspViolations(context);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { browser, page, errors };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('DESIGN §11 the production build behind nginx: a Content-Security-Policy header, and no backend reachable', () => {
  test('the policy header allows no inline script or style, and the app runs under it with no violation', async () => {
    const { browser, page, errors } = await offlinePhone();
    try {
      const response = await page.goto(`${base}/`);
      const policy = (await response!.allHeaders())['content-security-policy'];
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
      expect(policy).toContain("connect-src 'self' https://api.huacards.example https://api-staging.huacards.example");
      expect(policy).not.toContain('unsafe-inline');
      // A shared link's first data request finds its connection open: to the API this page uses (a local host, with
      // no stored choice, uses staging), and only to that one.
      const preconnect = page.locator('link[rel="preconnect"]');
      expect(await preconnect.count()).toBe(1);
      expect(await preconnect.getAttribute('href')).toBe('https://api-staging.huacards.example');
      expect(await preconnect.getAttribute('crossorigin')).not.toBeNull();
      await page.getByRole('button', { name: '登录/注册' }).click();
      await page.getByRole('dialog').getByLabel('手机号码').waitFor();
      await page.keyboard.press('Escape');
      for (const path of ['/vip-subscribe', '/sale/cm', '/book/1']) {
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('offline, pages say 请检查网络连接 and stay usable, never blank', async () => {
    const { browser, page, errors } = await offlinePhone();
    try {
      await page.goto(`${base}/vip-subscribe`);
      await page.getByText('请检查网络连接').first().waitFor();
      await page.getByRole('button', { name: '重新加载' }).waitFor();
      // Two calls failing alike make one toast.
      expect(await page.locator('.mantine-Notification-root').filter({ hasText: '请检查网络连接' }).count()).toBe(1);
      await screenshot(page, 'production-offline-vip');
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s. */
const MOBILE_NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8 };

/**
 * A throttled phone whose API answers every GET after 100 ms with `answer`'s body, or a 404 when it has none,
 * recording each GET it receives.
 */
async function phoneOnSlowNetwork(
  network: { latency: number; downloadThroughput: number } = MOBILE_NETWORK,
  answer: (path: string) => object | undefined = () => undefined,
) {
  const browser = await launchBrowser();
  const context = await browser.newContext(PHONE);
  await recordCspViolations(context);
  const gets: string[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  await context.route(/huacards\.example/, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    gets.push(`${request.method()} ${url.pathname}${url.search}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const json = answer(url.pathname);
    if (json) return route.fulfill({ status: 200, headers: cors, json });
    return route.fulfill({ status: 404, headers: cors, json: { code: 404, message: '书籍不存在' } });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    ...network,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { browser, page, gets };
}

describe('issue 38: a data page’s first GET leaves with the HTML, from the boot module', () => {
  test('on a cold load of /book/1, the book’s GET starts before the shell’s script has even started to run', async () => {
    const { browser, page } = await phoneOnSlowNetwork();
    try {
      await page.goto(`${base}/book/1`);
      await page.waitForLoadState('networkidle');
      const { get, shellStart } = await page.evaluate(() => ({
        get: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/books/v1/library/info/1'))
          ?.startTime,
        shellStart: performance.getEntriesByName('shell-start')[0]?.startTime,
      }));
      expect(get).toBeDefined();
      expect(shellStart).toBeDefined();
      expect(get!).toBeLessThan(shellStart!);
    } finally {
      await browser.close();
    }
  });

  test('each first GET of /book/1 goes out once: the route and the screen take over what the boot module sent', async () => {
    const { browser, page, gets } = await phoneOnSlowNetwork();
    try {
      await page.goto(`${base}/book/1`);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'production-book-first-get-once');
      for (const get of [
        'GET /books/v1/library/info/1',
        'GET /feedback/v1/remark_ratio/1',
        'GET /feedback/v1/public/library_book/1?page_number=1&page_size=3',
        'GET /books/v1/library/recommends/1?page_size=6',
      ]) {
        expect(gets.filter((sent) => sent === get)).toEqual([get]);
      }
      expect(await violations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('the screen’s chunk and styles that the boot module preloads start only after the first paint, however late the HTML’s styles make it', async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage(PHONE);
    await page.route(/huacards\.example/, (route) => route.abort('internetdisconnected'));
    // The first paint waits for the HTML's styles; the boot module, which arrives at once, must wait for it too.
    await page.route(/\/assets\/.+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    try {
      const html = await (await page.goto(`${base}/book/1`))!.text();
      await page.waitForLoadState('networkidle');
      const { preloads, stylesArrived, firstPaint } = await page.evaluate((html) => {
        // The boot module's links are those its script added: not in the HTML as served.
        const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
        const added = links.filter((link) => !html.includes(`href="${link.getAttribute('href')}"`));
        const timing = (href: string) => performance.getEntriesByName(href)[0] as PerformanceResourceTiming | undefined;
        const htmlStyles = links.filter((link) => link.rel === 'stylesheet' && !added.includes(link));
        return {
          preloads: added
            .filter((link) => link.rel.endsWith('preload'))
            .map((link) => ({ href: link.href, start: timing(link.href)?.startTime })),
          stylesArrived: Math.max(...htmlStyles.map((link) => timing(link.href)?.responseEnd ?? Infinity)),
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        };
      }, html);
      expect(preloads.some(({ href }) => /\.js$/.test(href))).toBe(true);
      // The paint came only once the styles had arrived (the paint's own time is when the frame was shown, a few
      // milliseconds after the page drew it, so the preloads are held against the styles it waited for).
      expect(firstPaint).toBeGreaterThanOrEqual(stylesArrived);
      expect(stylesArrived).toBeGreaterThanOrEqual(800);
      for (const { start } of preloads) expect(start).toBeGreaterThanOrEqual(stylesArrived);
    } finally {
      await browser.close();
    }
  });
});

/** Book 1 as the API answers it, with its cover at `cover`. */
const bookWithCover = (cover: string) => ({
  library_book_id: 1,
  title: '四级核心词汇',
  author: { user_id: 900001, nickname: '林老师', avatar_url: '' },
  cover_url: cover,
  category_id: 1,
  category_name: '英语',
  description: '四级高频词汇，配例句与发音。',
  price: 990,
  original_price: 1990,
  card_count: 1200,
  rating: 4.8,
  rating_count: 12,
  access: 'NONE',
  lease_ends_at: null,
  package_uuid: 'pkg-1',
});

/** A resource's timing on the page, by a part of its address. */
const timingOf = (page: Page, part: RegExp) =>
  page.evaluate(
    (source) =>
      performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name)) as
        PerformanceResourceTiming | undefined,
    part.source,
  );

describe('issue 58: the page’s largest image and first GET lead the downloads', () => {
  test('on a cold /book/1, the cover’s request starts before the route’s chunk has finished loading: the boot module preloads what the book’s answer names', async () => {
    const cover = `${base}/share-icon.png?cover=1`;
    const { browser, page } = await phoneOnSlowNetwork(MOBILE_NETWORK, (path) =>
      path.endsWith('/books/v1/library/info/1') ? bookWithCover(cover) : undefined,
    );
    try {
      await page.goto(`${base}/book/1`);
      await page.getByRole('img', { name: '《四级核心词汇》封面' }).waitFor();
      await page.waitForLoadState('networkidle');
      const coverTiming = await timingOf(page, /share-icon\.png\?cover=1/);
      const chunk = await timingOf(page, /\/assets\/BookDetail-[\w-]+\.js$/);
      expect(coverTiming).toBeDefined();
      expect(chunk).toBeDefined();
      expect(coverTiming!.startTime).toBeLessThan(chunk!.responseEnd);
      // One download: the <img> took the preloaded cover.
      const covers = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.includes('?cover=1')).length,
      );
      expect(covers).toBe(1);
      expect(await violations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('on a throttled link (150 ms, 200 KB/s) the boot module’s GET starts within the first half of the shell’s download: its script is the first tag of the head', async () => {
    const { browser, page } = await phoneOnSlowNetwork({ latency: 150, downloadThroughput: 200 * 1024 });
    try {
      await page.goto(`${base}/book/1`);
      await page.waitForLoadState('networkidle');
      const { get, shellStart, shellEnd, firstTag } = await page.evaluate(() => {
        const shellFiles = [
          ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
            'head > script[src*="/index-"], head > link[rel="modulepreload"]',
          ),
        ]
          .map((tag) => ('href' in tag && tag.href ? tag.href : (tag as HTMLScriptElement).src))
          .filter((url) => !url.includes('/boot-'));
        const timings = shellFiles.map((url) => performance.getEntriesByName(url)[0] as PerformanceResourceTiming);
        return {
          get: performance.getEntriesByType('resource').find((e) => e.name.includes('/books/v1/library/info/1'))
            ?.startTime,
          shellStart: Math.min(...timings.map((t) => t.startTime)),
          shellEnd: Math.max(...timings.map((t) => t.responseEnd)),
          firstTag: document.head.firstElementChild?.outerHTML ?? '',
        };
      });
      expect(firstTag).toMatch(/<script[^>]+\/assets\/boot-/);
      expect(get).toBeDefined();
      expect(get!).toBeLessThan(shellStart + (shellEnd - shellStart) / 2);
    } finally {
      await browser.close();
    }
  });
});
