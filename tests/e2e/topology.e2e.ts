import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTopology, type Topology } from '../../scripts/topology';
import { launchBrowser, PHONE, screenshot, WECHAT_UA, type PhoneOptions } from './browser';
import { loginInSheet, refuseLocalWrites } from './flows';
import { STAFF } from '../../src/demo/personas';
import { catalogue } from '../../src/services/api';
import { phoneSigninBody } from '../../src/services/api/auth';

/** The production build behind nginx (deploy/nginx.conf), talking to the demo API server, as deployed. */
const OUT_DIR = 'dist-e2e-topology';
let topology: Topology;
let dataDir = '';
let browser: Awaited<ReturnType<typeof launchBrowser>>;
/** Every Content-Security-Policy violation any page of the suite reported, with its page. */
const violations: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'topology-e2e-'));
  topology = await startTopology({ outDir: OUT_DIR, storeFile: join(dataDir, 'store.json'), log: () => {} });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await topology?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(OUT_DIR, { recursive: true, force: true });
});

const app = (path: string) => `${topology.app}${path}`;

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: Error[];
}

/** A fresh phone (its own storage), reporting CSP violations and page errors. */
async function phone(options: PhoneOptions = {}): Promise<Phone> {
  const context = await browser.newContext({ ...PHONE, ...options });
  await context.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(l: string): void }).reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** Runs `run` on a fresh phone, which must raise no page error, and closes it. */
async function withPhone(run: (phone: Phone) => Promise<void>, options: PhoneOptions = {}): Promise<void> {
  const opened = await phone(options);
  try {
    await run(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

/** The newest code the demo API server's SMS inbox holds for `phone`, sent after `since`. */
async function inboxCode(phoneNumber: string, since: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${topology.api}/__demo/sms?phone=${phoneNumber}`);
    const { messages } = (await res.json()) as { messages: { code: string; sent_at: number }[] };
    if (messages[0] && messages[0].sent_at >= since) return messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phoneNumber}`);
}

const signIn = (page: Page, phoneNumber: string, options: { thenLeaves?: boolean } = {}) => {
  const since = Date.now() - 1000;
  return loginInSheet(page, phoneNumber, { ...options, code: () => inboxCode(phoneNumber, since) });
};

/** The signed-in account's hua id, asked of the API with the token the page stored. */
async function huaIdOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('wap-app') ?? '{}') as { token: string }).token,
  );
  const text = await (await fetch(`${topology.api}/auth/v1/my_info`, { headers: { Authorization: token } })).text();
  return /"hua_id":(\d+)/.exec(text)![1]!;
}

describe('issue 37 §4 the production build through nginx and the demo API server (375×667)', () => {
  test('a new user signs in with a code read from /__demo/sms, and the app runs with no CSP violation', () =>
    withPhone(async ({ page }) => {
      await page.goto(app('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await signIn(page, '13912370001');
      for (const path of ['/vip-subscribe', '/sale/cm', '/book/1', '/book/1/groupbuy/9001']) {
        await page.goto(app(path));
        await page.waitForLoadState('networkidle');
      }
      await page.getByRole('heading', { name: /已有\d人参团/ }).waitFor();
      await screenshot(page, 'topology-groupbuy');
    }));

  test('issue 58 the production build hydrates its first screens with no mismatch: cold / and each page from a chat, whose boot module has its chunk and data ready before the app has run', () =>
    withPhone(async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
      for (const path of ['/', '/book/1', '/book/1/groupbuy/9001', '/invite/888888', '/squad/VIP888']) {
        await page.goto(app(path));
        await page.waitForLoadState('networkidle');
      }
      // React reports a first screen that did not hydrate as drawn (its error #418), which the app logs. Under the test
      // runner this build gets React's development build, which also lists the elements whose style attributes the
      // build moved into the nonced sheet (the CSP drops inline ones): expected, and not compared by production React.
      const movedStyles = /^A tree hydrated but some attributes of the server rendered HTML didn't match/;
      expect(consoleErrors.filter((error) => !movedStyles.test(error))).toEqual([]);
    }));

  test('a VIP purchase is paid at the server cashier and confirmed by query; after an API restart the user is still signed in and the order still there', () =>
    withPhone(async ({ page }) => {
      await page.goto(app('/vip-subscribe'));
      await page.getByText('¥18.00').first().waitFor();
      await screenshot(page, 'topology-vip');
      await page.getByRole('radio', { name: /^月度会员/ }).click();
      await page.getByRole('button', { name: '立即开通' }).click();
      await signIn(page, '13912370002', { thenLeaves: true });
      await page.waitForURL(`${topology.api}/__demo/cashier?**`);
      await screenshot(page, 'topology-cashier');
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      const callback = page.url();

      await topology.restartApi();
      await page.goto(callback);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      await page.getByText(/会员有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
      await screenshot(page, 'topology-paid-after-restart');
    }));

  test('a group-buy join takes a seat, paid at the server cashier', () =>
    withPhone(async ({ page }) => {
      await page.goto(app('/book/1/groupbuy/9001'));
      await page.getByRole('heading', { name: '已有1人参团，还差2人' }).waitFor();
      await page.getByRole('button', { name: '立即参团 ¥9.90' }).click();
      await signIn(page, '13912370003', { thenLeaves: true });
      await page.waitForURL(`${topology.api}/__demo/cashier?**`);
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/book\/BK\w+\/groupbuy\/9001$/);
      await page.getByRole('heading', { name: '已有2人参团，还差1人' }).waitFor({ timeout: 20_000 });
      await screenshot(page, 'topology-groupbuy-joined');
    }));

  test('a gift bought in one browser context is claimed in a fresh one, and so is the invite link of an account made in the first', () =>
    withPhone(async (buyer) => {
      await buyer.page.goto(app('/buy-vip-gift'));
      await buyer.page.getByRole('radio', { name: /^季度会员/ }).click();
      await buyer.page.getByRole('button', { name: '赠送好友' }).click();
      await signIn(buyer.page, '13912370004', { thenLeaves: true });
      await buyer.page.waitForURL(`${topology.api}/__demo/cashier?**`);
      await buyer.page.getByRole('button', { name: '确认支付' }).click();
      await buyer.page.waitForURL(/\/vip-order\/\d+/, { timeout: 20_000 });
      await buyer.page.getByRole('img', { name: '礼物二维码' }).waitFor();
      const orderPath = new URL(buyer.page.url()).pathname;
      const huaId = await huaIdOf(buyer.page);

      await withPhone(async ({ page }) => {
        await page.goto(app(orderPath));
        await page.getByRole('button', { name: '领取礼物' }).click();
        await signIn(page, '13912370005');
        await page.getByText('领取成功，会员天数已到账').waitFor();
        await screenshot(page, 'topology-gift-claimed');
      });
      await withPhone(async ({ page }) => {
        await page.goto(app(`/invite/${huaId}`));
        await page.getByText('花友0004').waitFor();
        await page.getByRole('button', { name: '接受邀请，领取VIP' }).click();
        await signIn(page, '13912370006');
        await page.getByText('领取成功').waitFor();
        await screenshot(page, 'topology-invite-claimed');
      });
    }));

  test("WeChat-like sign-in goes through the server's authorize page, silently and then with 允许, and back to the app's callback routes", () =>
    withPhone(
      async ({ page }) => {
        await page.goto(app('/vip-subscribe?from=share'));
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').openID);
        await page.waitForURL((u) => u.origin === topology.app && u.pathname === '/vip-subscribe');
        await page.goto(app('/'));
        await page.getByRole('button', { name: '登录/注册' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '微信一键登录' }).click();
        await page.waitForURL(`${topology.api}/__demo/oauth/wechat?**`);
        await screenshot(page, 'topology-wechat-authorize');
        await page.getByRole('button', { name: '允许' }).click();
        await page.getByText(/^微信用户\w{4}$/).waitFor();
        expect(new URL(page.url()).origin).toBe(topology.app);
      },
      { userAgent: WECHAT_UA },
    ));

  test('issue 56 a card opens on the production build: its image read from the media base (/oss) and inlined, its frame styled under the page’s nonce, and its sound allowed to play', () =>
    withPhone(async ({ page }) => {
      await page.goto(app('/book-previewer/1'));
      const front = page.getByTitle('卡片正面');
      await front.waitFor();
      const doc = (await front.getAttribute('srcdoc'))!;
      expect(doc).toMatch(/<img src="data:image\/svg\+xml;base64,/);
      expect(doc).toMatch(/<style nonce="[^"]+">/);
      // The spoken card is a data: URL, which the page's policy lets play (media-src).
      await page.getByRole('button', { name: '发音' }).click();
      await page.getByRole('button', { name: '正在发音' }).waitFor();
      await page.getByRole('button', { name: '发音' }).waitFor({ timeout: 5000 });
      expect(await page.getByText('发音失败，请稍后再试').count()).toBe(0);
    }));

  test('0 Content-Security-Policy violations on every route visited', () => {
    expect(violations).toEqual([]);
  });
});

describe('issue 52 faults on the topology: the payment’s result is what the return page is for', () => {
  async function toServerCashier(page: Page, phoneNumber: string) {
    await page.goto(app('/vip-subscribe'));
    await page.getByRole('radio', { name: /^月度会员/ }).click();
    await page.getByRole('button', { name: '立即开通' }).click();
    await signIn(page, phoneNumber, { thenLeaves: true });
    await page.waitForURL(`${topology.api}/__demo/cashier?**`);
  }

  test('§1 on the production build too, offline, 书库: the shell says 网络已断开 with 重试, never a white page; back online the library shows', () =>
    withPhone(async ({ context, page }) => {
      await page.goto(app('/'));
      await page.getByRole('button', { name: '登录/注册' }).waitFor();
      await context.setOffline(true);
      await page.getByText('书库').first().click();
      const notice = page.getByRole('alert').filter({ hasText: '恢复后自动继续' });
      await notice.getByRole('button', { name: '重试' }).waitFor();
      expect(await page.evaluate(() => document.body.innerText.trim())).not.toBe('');
      await screenshot(page, 'topology-offline-library');
      await context.setOffline(false);
      await notice.waitFor({ state: 'detached' });
      await page.getByText('日语五十音入门').first().waitFor();
    }));

  test('§4 with every localStorage write refused, a VIP bought and paid at the server cashier is confirmed: 支付成功', () =>
    withPhone(async ({ context, page }) => {
      await context.addInitScript(refuseLocalWrites, '.*');
      await toServerCashier(page, '13912370101');
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
      await page.getByText(/会员有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
    }));

  test('§5 the API down for 6 s after the cashier redirect: the return page keeps confirming, says so, and shows 支付成功 once the API answers', () =>
    withPhone(async ({ page }) => {
      await toServerCashier(page, '13912370102');
      await page.getByRole('button', { name: '确认支付' }).click();
      const restarted = topology.restartApi(6000);
      await page.waitForURL(/\/go\/pingppCallback/);
      await page.getByText('暂时连不上服务器，恢复后自动继续确认，请勿重复支付').waitFor();
      await screenshot(page, 'topology-payment-api-down');
      expect(await page.getByText('会员套餐加载失败').count()).toBe(0);
      await restarted;
      await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
    }));

  test('§6 with every API call hanging, /sale/cm ends in its error state with 重试 once the read times out, not in skeletons', () =>
    withPhone(async ({ context, page }) => {
      await context.route(`${topology.api}/**`, () => {});
      await page.goto(app('/sale/cm'));
      await page.getByText('书库加载失败').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '重试' }).first().waitFor();
      await screenshot(page, 'topology-api-hanging');
      await context.unroute(`${topology.api}/**`);
      await page.getByRole('button', { name: '重试' }).last().click();
      await page.getByText('四级核心词汇').first().waitFor();
    }));
});

describe('issue 54 管理后台 on the production build and the demo API server (its file store)', () => {
  const MANAGER = Object.keys(STAFF).find((phone) => STAFF[phone]!.role === 'MANAGER')!;
  const post = (path: string, body: object, token = '') =>
    fetch(`${topology.api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });

  test('查看验证码 shows the code that /__demo/sms holds for the phone; a learner calling a staff API directly gets 403', () =>
    withPhone(async ({ page }) => {
      const learner = '13912370541';
      const since = Date.now() - 1000;
      const sendCode = { purpose: 'SIGNIN', country_code: 86, phone_number: learner };
      expect((await post(catalogue.auth.sendSmsCode.path, sendCode)).status).toBe(200);
      const code = await inboxCode(learner, since);

      await page.goto(app('/admin/users'));
      await signIn(page, MANAGER);
      await page.getByLabel(/查找用户/).fill(learner);
      await page.getByRole('button', { name: '查询' }).click();
      await page.getByLabel(/查询原因/).fill('用户来电：收不到短信');
      await page.getByRole('button', { name: '查看验证码' }).click();
      expect(await page.getByLabel(/^验证码 /).textContent()).toBe(code);

      const signin = await post(catalogue.auth.signinPhone.path, phoneSigninBody({ phone: learner, code }));
      const { token } = (await signin.json()) as { token: string };
      const staffCall = await post(catalogue.ugc.listPendingReviews.path, {}, token);
      expect([staffCall.status, ((await staffCall.json()) as { message: string }).message]).toEqual([403, '无权访问']);
    }));
});

describe('issue 37 §2 nginx: the headers of deploy/nginx.conf', () => {
  const SECURITY = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const expectSecurityHeaders = (res: Response) => {
    for (const [name, value] of Object.entries(SECURITY)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).toContain(`connect-src 'self' ${topology.api}`);
    expect(policy).not.toContain('unsafe-inline');
  };
  const nonceOf = (res: Response) =>
    /'nonce-([0-9a-f]{32})'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  test.each(['/', '/book/1'])(
    'two loads of %s get two different nonces, each the same in the header and on every tag of the page, its prerendered first screen’s styles included',
    async (path) => {
      const [first, second] = await Promise.all([fetch(app(path)), fetch(app(path))]);
      const nonces = [nonceOf(first), nonceOf(second)];
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).not.toBe(nonces[1]);
      for (const [res, nonce] of [
        [first, nonces[0]],
        [second, nonces[1]],
      ] as const) {
        const html = await res.text();
        expect(html).not.toContain('__CSP_NONCE__');
        expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
        expect(html).not.toMatch(/http-equiv="Content-Security-Policy"/);
        // The first screen is in the HTML, and the policy would drop an inline style attribute.
        expect(html).toContain('data-prerendered=');
        expect(html).not.toMatch(/ style="/);
      }
    },
  );

  test('index.html and shell.html are no-cache with no validator, so a nonce is never served twice from a cache', async () => {
    for (const path of ['/', '/index.html', '/book/1', '/shell.html']) {
      const res = await fetch(app(path));
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('last-modified')).toBeNull();
      expectSecurityHeaders(res);
    }
  });

  test('a deep link gets shell.html, with the route skeleton; a hashed asset is cached for a year and served precompressed', async () => {
    const deep = await fetch(app('/book/1/groupbuy/9001?from=share'));
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    const html = await deep.text();
    expect(html).toContain('<div id="root" data-prerendered="skeleton">');
    expectSecurityHeaders(deep);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(app(script), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expectSecurityHeaders(asset);
  });

  test('issue 58 nginx puts each page’s title in the skeleton’s title bar (its map from the route table); an unknown page gets none', async () => {
    const titleOf = async (path: string) => {
      const html = await (await fetch(app(path))).text();
      expect(html).not.toContain('<!--screen-title-->');
      expect(html).not.toContain('__CSP_NONCE__');
      return /data-screen-title="">([^<]*)<\/p>/.exec(html)?.[1];
    };
    expect(await titleOf('/book/1')).toBe('书籍详情');
    expect(await titleOf('/book/1/groupbuy/9001?from=share')).toBe('拼团购书');
    expect(await titleOf('/squad/VIP888')).toBe('VIP小队');
    expect(await titleOf('/invite/888888')).toBe('好友邀请');
    expect(await titleOf('/no/such/page')).toBe('');
  });

  test('issue 52 §8 nginx’s own 400, for a path above the root, carries the security headers too', async () => {
    const { hostname, port } = new URL(app('/'));
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.end(`GET /../../etc/passwd HTTP/1.0\r\nHost: ${hostname}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text.split('\r\n\r\n')[0]!));
    });
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head).toMatch(/^X-Content-Type-Options: nosniff$/im);
    expect(head).toMatch(/^Content-Security-Policy: .*frame-ancestors 'none'/im);
    expect(head).toMatch(/^Referrer-Policy: strict-origin-when-cross-origin$/im);
  });

  test('a missing asset is a 404, never index.html, never cached, and still carries the security headers', async () => {
    const res = await fetch(app('/assets/missing-0000.js'));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBeNull();
    expectSecurityHeaders(res);
  });
});
