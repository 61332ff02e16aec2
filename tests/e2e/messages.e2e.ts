import { expect, test, describe } from 'vitest';
import { SEED } from '../../src/demo/personas';
import { axeViolations } from './axe';
import { phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('issue 39: 消息 on the demo build', () => {
  test('from / the 消息 tile shows the unread count and opens the letters; the hostile letter’s markup does not run; a reply is kept; read letters leave 未读', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/'));
      await page.getByRole('button', { name: '登录/注册' }).click();
      await loginInSheet(page, '13800000888');
      await page.getByText('登录成功').waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: '消息，2条未读' }).click();

      const list = page.getByRole('list', { name: '消息列表' });
      await list.getByRole('button').nth(2).waitFor();
      expect(new URL(page.url()).pathname).toBe('/me/messages');
      await screenshot(page, 'me-messages');
      expect(await axeViolations(page)).toEqual([]);

      await list.getByRole('button', { name: '未读 会员福利活动' }).click();
      const article = page.getByRole('article', { name: '会员福利活动' });
      await article.getByText('限时福利').waitFor();
      // Give an image error or a script time to fire, had either survived.
      await page.waitForTimeout(300);
      const markup = await page.evaluate((flag) => {
        const body = document.querySelector('article')!;
        return {
          flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
          scripts: document.querySelectorAll('article script').length,
          handlers: body.querySelectorAll('[onerror], [onload], [onclick]').length,
          images: body.querySelectorAll('img[src]').length,
          scriptLinks: body.querySelectorAll('a[href^="javascript:" i]').length,
        };
      }, SEED.letterMarkupFlag);
      expect(markup).toEqual({ flag: null, scripts: 0, handlers: 0, images: 0, scriptLinks: 0 });
      await screenshot(page, 'me-letter');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: '回复' }).fill('奖励怎么领取？');
      await page.getByRole('button', { name: '发送' }).click();
      await page.getByRole('region', { name: '我的回复' }).getByText('奖励怎么领取？').waitFor();
      await page.getByRole('status').getByText('回复已发送').waitFor();

      await page.goBack();
      await list.getByRole('button', { name: '会员福利活动', exact: true }).waitFor();
      await list.getByRole('button', { name: '未读 本周学习报告' }).click();
      await page.getByRole('article', { name: '本周学习报告' }).waitFor();
      await page.goBack();
      await page.getByRole('tab', { name: '未读' }).click();
      await page.getByText('没有未读消息').waitFor();
      await screenshot(page, 'me-messages-unread-empty');
      expect(await axeViolations(page)).toEqual([]);
    }));
});
