import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

/** A 240-character word without spaces, as a backend may send in a title, a nickname or a comment. */
const LONG_WORD = 'Longword'.repeat(30);

/** A long nickname: the app keeps one of up to 200 characters (domain/user.ts), so this one is kept and shown. */
const LONG_NICKNAME = LONG_WORD.slice(0, 120);

const NICKNAME_FIELDS = ['nickname', 'buyer_nickname', 'claimed_by_nickname', 'report_user_nickname'];
/** The answer fields that carry other text people typed or an operator wrote. */
const TEXT_FIELDS = [
  'name',
  'sku_name',
  'title',
  'book_title',
  'library_book_title',
  'category_name',
  'author',
  'summary',
  'intro',
  'desc',
  'description',
  'content',
  'reply',
];

/**
 * Every API answer the app reads gets the long word in front of each text field's value. The demo backend answers
 * in the page, so the answer is changed where the app reads it (Response.text), before any app script runs.
 */
async function withLongBackendText(page: Page) {
  await page.addInitScript(
    ({ word, fields, nickname, nicknameFields }) => {
      const field = (names: string[]) => new RegExp(`"(${names.join('|')})":"`, 'g');
      const text = Response.prototype.text;
      Response.prototype.text = async function (this: Response) {
        const body = await text.call(this);
        if (!body.startsWith('{')) return body;
        return body.replace(field(fields), `"$1":"${word}`).replace(field(nicknameFields), `"$1":"${nickname}`);
      };
    },
    { word: LONG_WORD, fields: TEXT_FIELDS, nickname: LONG_NICKNAME, nicknameFields: NICKNAME_FIELDS },
  );
}

async function signIn(page: Page, url: (path: string) => string, phone: string) {
  await page.goto(url('/'));
  await page.getByRole('button', { name: '登录/注册' }).click();
  await loginInSheet(page, phone);
}

/** The page is no wider than the phone once the backend's text is on screen. */
async function fitsThePhone(page: Page, path: string, shows: string | RegExp = LONG_WORD.slice(0, 16)) {
  const name = `long-text${path === '/' ? '-home' : path.replaceAll('/', '-')}`;
  await page
    .getByText(shows)
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, `${name}-missing`);
      throw error;
    });
  await page.waitForTimeout(300);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await screenshot(page, name);
  expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  expect.soft(await squeezedActions(page), `${path}: short action labels whole, on one line`).toEqual([]);
}

/**
 * Buttons with a short label (up to 8 characters) that the long text beside them squeezed: the label is cut at the
 * button's edge, or broken over lines. A one-line chip (`data-one-line`) clamps its label on purpose.
 */
function squeezedActions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button:not([data-one-line]), [role="button"]')].flatMap((button) => {
      const label = button.textContent?.trim() ?? '';
      if (!label || [...label].length > 8 || !button.checkVisibility()) return [];
      const box = button.querySelector('.mantine-Button-label') ?? button;
      if (box.scrollWidth > box.clientWidth + 1) return [label];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) return [label];
      }
      return [];
    }),
  );
}

describe('issue 44 §5: backend text wraps or is clamped, and no screen gets wider than 375 px', () => {
  test('a signed-out reader: library, book detail, comments, invite, squad, user pages', () =>
    withPhone(async ({ page, url }) => {
      await withLongBackendText(page);
      for (const path of [
        '/sale/cm',
        '/book/1',
        '/book-comments/1',
        '/book/1/groupbuy/9001',
        '/book/1/u/900003',
        '/invite/888888',
        '/squad/VIP888',
        '/u/900001',
      ]) {
        await page.goto(url(path));
        await fitsThePhone(page, path);
      }
    }));

  test('the VIP persona: home, 我的, squad (（我） stays in view), group buy, orders, stats and promotion', () =>
    withPhone(async ({ page, url }) => {
      await withLongBackendText(page);
      await signIn(page, url, '13800000888');
      await fitsThePhone(page, '/');
      for (const path of ['/me', '/me/promotion', '/groupbuy/my', '/vip-subscribe']) {
        await page.goto(url(path));
        await fitsThePhone(page, path);
      }
      // 学习统计 shows figures and dates only: it is measured once its calendar is on screen.
      await page.goto(url('/me/stats'));
      await fitsThePhone(page, '/me/stats', '学习日历');

      await page.goto(url('/squad/VIP888'));
      await fitsThePhone(page, '/squad/VIP888-owner', '（我）');
      const me = await page.getByText('（我）').first().boundingBox();
      expect.soft(me, '（我） is on screen').not.toBeNull();
      expect.soft(me!.x + me!.width, '（我） ends inside the screen').toBeLessThanOrEqual(375);

      await page.goto(url('/book/1/groupbuy/9001'));
      const pass = page.getByRole('button', { name: /使用成团卡/ });
      await fitsThePhone(page, '/book/1/groupbuy/9001-leader', /使用成团卡/);
      const button = await pass.boundingBox();
      const label = await pass.evaluate((el) => {
        const inner = el.querySelector('.mantine-Button-label') ?? el;
        return { scroll: inner.scrollWidth, client: inner.clientWidth, text: el.textContent };
      });
      expect(label.text).toMatch(/（剩2张）$/);
      expect(label.scroll, `${label.text} fits its button`).toBeLessThanOrEqual(label.client);
      expect(button!.x + button!.width).toBeLessThanOrEqual(375);

      const orderId = await page.evaluate(() => {
        const state = JSON.parse(localStorage.getItem('demo-backend') ?? '{}') as {
          orders?: { order_id: string; group_id?: string }[];
        };
        return state.orders?.find((order) => order.group_id === '9001')?.order_id;
      });
      await page.goto(url(`/order/${orderId}`));
      await fitsThePhone(page, '/order');
    }));

  test('an author: 创作者中心, its orders and its readers’ feedback', () =>
    withPhone(async ({ page, url }) => {
      await withLongBackendText(page);
      await signIn(page, url, '13800090001');
      for (const path of ['/creator', '/creator/orders', '/creator/feedback']) {
        await page.goto(url(path));
        await fitsThePhone(page, path);
      }
    }));
});
