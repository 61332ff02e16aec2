import { describe, expect, test } from 'vitest';
import { phoneBrowser, screenshot, WECHAT_UA } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

describe('issue: creator programme and account binding on the demo build', () => {
  test('apply as a creator: the form checks, signs in on submit, 审核中, then 审核通过 after the debug-panel review', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/creator/apply'));
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('请输入姓名').waitFor();
      await page.getByRole('textbox', { name: /^姓名/ }).fill('王小明');
      await page.getByRole('textbox', { name: /^手机号/ }).fill('13912340091');
      await page.getByRole('textbox', { name: /^详细地址/ }).fill('北京市海淀区中关村大街1号');
      await page.getByRole('textbox', { name: /^邮政编码/ }).fill('100080');
      await screenshot(page, 'creator-apply');
      await page.getByRole('button', { name: '提交申请' }).click();
      await loginInSheet(page, '13912340091');
      await page.getByRole('heading', { name: '审核中' }).waitFor();
      await screenshot(page, 'creator-status-pending');
      const panel = await openDebugPanel(page);
      await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '审核通过' }).click()]);
      await page.getByRole('heading', { name: '审核通过' }).waitFor();
      await screenshot(page, 'creator-status-approved');
    }));

  test('in the WeChat-like browser: sign in, bind this WeChat, then unbind after confirming', () =>
    withPhone(
      async ({ page, url }) => {
        await page.goto(url('/czyBinding'));
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('wap-app') ?? '{}').openID);
        await page.getByRole('heading', { name: '登录后绑定微信' }).waitFor();
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await page.getByRole('button', { name: '手机号登录' }).click();
        await loginInSheet(page, '13912340092');
        await page.getByRole('button', { name: '绑定', exact: true }).click();
        await page.getByRole('heading', { name: '已绑定' }).waitFor();
        await screenshot(page, 'czy-binding-bound');
        await page.getByRole('button', { name: '解除绑定' }).click();
        await page.getByRole('button', { name: '确定解除' }).click();
        await page.getByRole('heading', { name: '绑定微信' }).waitFor();
        expect(await page.getByRole('button', { name: '绑定', exact: true }).count()).toBe(1);
      },
      { userAgent: WECHAT_UA },
    ));
});
