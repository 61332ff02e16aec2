import type { WebDriver } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type EngineDriver, keyFlows, THREE_PROBLEMS } from './keyFlows';
import { startWatchProxy, type WatchProxy } from './watchProxy';
import { driverOf, IPHONE_UA, IPHONE_WECHAT_UA, openWebKit, startWebKitDriver, watched } from './webkit';

/**
 * The key flows in WebKitGTK (DESIGN §8), the engine of the iPhone's in-app browsers, on the demo build at 375×667.
 * Each run fails on an uncaught error, an unhandled rejection, a console.error, or a request to another host.
 */
let webkit: Awaited<ReturnType<typeof startWebKitDriver>>;
let proxy: WatchProxy;
beforeAll(async () => {
  webkit = await startWebKitDriver();
  proxy = await startWatchProxy(inject('baseURL'));
});
afterAll(async () => {
  await proxy?.close();
  await webkit?.stop();
});

/** Whether `check` holds within `ms`, polled in Node. */
async function until(check: () => boolean, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** A page that shows nothing but a skeleton: React waits on something that never settles (no request pending). */
class NeverRendered extends Error {}

/** A fresh WebKit with `userAgent`, on which the watch must record `expectProblems` things. */
async function onceInWebKit(
  run: (driver: EngineDriver, webDriver: WebDriver) => Promise<void>,
  userAgent: string,
  expectProblems: number,
) {
  const webDriver = await openWebKit(webkit.server, userAgent);
  try {
    await run(driverOf(webDriver, proxy.url), webDriver).catch(async (error: unknown) => {
      const text = await webDriver.executeScript<string>('return document.body.innerText.trim()');
      throw text === '' ? new NeverRendered(String(error), { cause: error }) : error;
    });
    expect(await webDriver.executeScript('return [innerWidth, innerHeight]')).toEqual([375, 667]);
    await webDriver.sleep(500);
    const problems = await watched(webDriver);
    expect(problems, problems.join('\n')).toHaveLength(expectProblems);
  } finally {
    await webDriver.quit();
  }
}

/**
 * `onceInWebKit`, tried once more in a fresh browser when the page never rendered: WebKitGTK under WebDriver leaves
 * about one page load in 30 on its skeleton, with every script fetched and nothing pending.
 * Any other failure fails at once.
 */
async function withWebKit(
  run: (driver: EngineDriver, webDriver: WebDriver) => Promise<void>,
  userAgent = IPHONE_UA,
  expectProblems = 0,
) {
  try {
    await onceInWebKit(run, userAgent, expectProblems);
  } catch (error) {
    if (!(error instanceof NeverRendered)) throw error;
    console.warn(`WebKit never rendered the page (${error.message}); trying once more in a fresh browser`);
    await onceInWebKit(run, userAgent, expectProblems);
  }
}

describe('DESIGN §8 the key flows in WebKit (375×667, demo build)', () => {
  test('the watch is a check: it records a console.error, an uncaught error and a request to another host', () =>
    withWebKit(
      async (driver, webDriver) => {
        await driver.goto('/');
        await driver.text('登录/注册');
        await driver.run(THREE_PROBLEMS);
        await webDriver.sleep(1000);
      },
      IPHONE_UA,
      3,
    ));

  for (const [name, flow] of Object.entries(keyFlows)) test(name, () => withWebKit(flow));
});

/**
 * One cold open of a shared link in the WeChat-like browser: the documents the browser asked for, in order, and whether
 * the page came back from the authorize page to the link, as its VIP page.
 */
async function coldSharedOpen(): Promise<{ documents: string[]; returned: boolean; reloadMarker: unknown }> {
  proxy.documents.length = 0;
  let outcome = { returned: false, reloadMarker: null as unknown };
  await onceInWebKit(
    async (driver, webDriver) => {
      await driver.goto('/vip-subscribe?from=share');
      // Watched at the proxy, with no WebDriver command while the redirects run.
      if (!(await until(() => proxy.documents.some((path) => path.startsWith('/go/wxCallback'))))) return;
      await driver.text('月度会员');
      outcome = {
        returned: (await webDriver.getCurrentUrl()) === `${proxy.url}/vip-subscribe?from=share`,
        reloadMarker: await webDriver.executeScript('return sessionStorage.getItem("wap-preload-reload")'),
      };
    },
    IPHONE_WECHAT_UA,
    0,
  ).catch((error: unknown) => {
    if (!(error instanceof NeverRendered)) throw error;
  });
  return { ...outcome, documents: proxy.documents.map((path) => path.split('?')[0]!) };
}

describe('issue 53 §1 a shared link opened cold in the WeChat-like browser on an iPhone', () => {
  test('reaches the slow authorize page without a reload, and leaves no reload marker: 5 runs of 5', async () => {
    proxy.delay('/__demo/oauth/', 2_000);
    const stalls: string[][] = [];
    for (let run = 1; run <= 5; run++) {
      let open = await coldSharedOpen();
      // WebKitGTK under WebDriver now and then never renders a page or never starts its navigation (about one cold
      // open in 30, with nothing pending): such an open is tried once more, and said. A reload is never excused.
      if (!open.returned && open.documents.filter((d) => d === '/vip-subscribe').length <= 1) {
        stalls.push(open.documents);
        open = await coldSharedOpen();
      }
      expect(open, `run ${run}`).toEqual({
        documents: ['/vip-subscribe', '/__demo/oauth/wechat', '/go/wxCallback'],
        returned: true,
        reloadMarker: null,
      });
    }
    if (stalls.length > 0) console.warn(`WebKit stalled ${stalls.length} cold open(s), tried again:`, stalls);
    expect(stalls.length, 'more than one stall in 5 runs').toBeLessThanOrEqual(1);
  }, 240_000);
});
