import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { EngineDriver } from './keyFlows';
import { WATCH_KEY } from './watchProxy';

/**
 * WebKitGTK driven as Debian ships it (../shared/notes/engines.md): WebKitWebDriver starts MiniBrowser, which has no
 * headless mode, on an Xvfb display of 375×667.
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const IPHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Xvfb on a display it picks itself, and WebKitWebDriver on 127.0.0.1. */
export async function startWebKitDriver(): Promise<{ server: string; stop(): Promise<void> }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '375x667x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const server = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${server}/status`)).ok) break;
    } catch (error) {
      if (tries > 100) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    server,
    stop: async () => {
      await stop(driver);
      await stop(xvfb);
    },
  };
}

/** A fresh MiniBrowser (no cookies, no storage, no cache) with `userAgent`, its page 375×667. */
export async function openWebKit(server: string, userAgent: string): Promise<WebDriver> {
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        // Full screen hides the toolbar, which keeps a window 447 px wide at least; with no window manager to obey
        // it, the window stays 1024×768 until it is set to the phone's size.
        args: ['--automation', `--user-agent=${userAgent}`, '--full-screen'],
      },
    })
    .build();
  await driver.manage().window().setRect({ x: 0, y: 0, width: 375, height: 667 });
  return driver;
}

/** What the watch script recorded in this tab (see watchProxy). */
export const watched = async (driver: WebDriver): Promise<string[]> =>
  JSON.parse(
    (await driver.executeScript<string | null>(`return sessionStorage.getItem(${JSON.stringify(WATCH_KEY)})`)) ?? '[]',
  ) as string[];

const byText = (words: string) => By.xpath(`//*[contains(text(), ${JSON.stringify(words)})]`);
const TIMEOUT = 20_000;

/**
 * Runs a step on an element found afresh each time: React may replace the node that was found (a skeleton's place
 * taken by the screen) before the step reaches it, which WebDriver reports as a stale element, not as a failure.
 */
async function onFresh<T>(find: () => Promise<WebElement>, step: (element: WebElement) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step(await find());
    } catch (error) {
      if ((error as Error).name !== 'StaleElementReferenceError' || attempt === 3) throw error;
    }
  }
}

async function findText(driver: WebDriver, words: string): Promise<WebElement> {
  const element = await driver.wait(until.elementLocated(byText(words)), TIMEOUT, `「${words}」 did not show`);
  await driver.wait(until.elementIsVisible(element), TIMEOUT, `「${words}」 is not visible`);
  return element;
}

/** The key flows' driver over WebKitWebDriver, on the app at `base`. */
export const driverOf = (driver: WebDriver, base: string): EngineDriver => ({
  goto: (path) => driver.get(`${base}${path}`),
  reload: () => driver.navigate().refresh(),
  text: (words) =>
    onFresh(
      () => findText(driver, words),
      (element) => driver.executeScript<string>('return arguments[0].textContent', element),
    ),
  tap: (words) =>
    onFresh(
      () => findText(driver, words),
      (element) => element.click(),
    ),
  fill: (selector, value, enter) =>
    onFresh(
      () => driver.wait(until.elementLocated(By.css(selector)), TIMEOUT),
      async (input) => {
        await input.clear();
        await input.sendKeys(enter ? value + Key.ENTER : value);
      },
    ),
  until: async (expression) => void (await driver.wait(() => driver.executeScript(`return ${expression}`), TIMEOUT)),
  run: async (script) => void (await driver.executeScript(script)),
});
