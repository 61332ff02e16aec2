import { describe, expect, test } from 'vitest';
import { demoRequests, phoneBrowser, screenshot } from './browser';
import { loginInSheet } from './flows';

const { withPhone } = phoneBrowser();

describe('the book library on the demo build (375×667)', () => {
  test('library → book → buy at the demo cashier → the book shows as owned after a reload', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/sale/cm'));
      const card = page.getByRole('link', { name: '考研英语高频词' });
      await card.waitFor();
      await screenshot(page, 'library');
      await card.click();
      await page.waitForURL(/\/book\/BK\d+$/);
      await page.getByText('¥59.90').waitFor();
      await page.getByText('全部 5 条 ›').waitFor();
      await screenshot(page, 'book-detail');
      await page.getByText('全部 5 条 ›').click();
      await page.getByText('共 5 条读者致谢').waitFor();
      await screenshot(page, 'book-comments');
      await page.goBack();

      await page.getByRole('button', { name: '购买 ¥29.90', exact: true }).click();
      await loginInSheet(page, '13912345678');
      // The new-reader coupon (¥5 off from ¥10) is chosen for the reader.
      const pay = page.getByRole('button', { name: '确认支付 ¥24.90' });
      await pay.waitFor();
      await screenshot(page, 'book-checkout');
      await pay.click();
      await page.waitForURL(/\/__demo\/cashier/);
      await page.getByRole('button', { name: '确认支付' }).click();

      // The cashier's return page sends the book order back to its book, which confirms it with the server.
      await page.waitForURL(/\/book\/BK\d+/);
      await page.getByText('你已拥有这本书').waitFor({ timeout: 20_000 });
      await page.reload();
      await page.getByText('你已拥有这本书').waitFor();
      await page.getByRole('button', { name: '打开App学习' }).waitFor();
      await screenshot(page, 'book-owned');
      await page.getByRole('button', { name: '打开App学习' }).click();
      await page.waitForURL(/\/go\/landing$/);
    }));

  test('报告问题 asks for sign-in, then a reason, and thanks the reader once it is sent', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/2'));
      await page.getByRole('button', { name: '报告问题' }).click();
      await loginInSheet(page, '13912345678');
      const dialog = page.getByRole('dialog', { name: '报告问题' });
      await dialog.getByRole('radio', { name: '排版或显示问题' }).check();
      await screenshot(page, 'book-report');
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByText('已收到你的反馈，我们会尽快处理').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }));

  test('an unknown book shows 书籍不存在 with a way back to the library', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/BK999999999'));
      await page.getByText('书籍不存在').waitFor();
      await screenshot(page, 'book-not-found');
      await page.getByRole('button', { name: '去书库看看' }).click();
      await page.waitForURL(/\/sale\/cm/);
    }));

  test('opening a book from the library, and the library again with Back, sends each screen’s first requests once', () =>
    withPhone(async ({ page, url }) => {
      const requests = await demoRequests(page);
      const gets = () =>
        requests
          .filter((r) => r.method === 'GET')
          .map(({ url: sent }) => new URL(sent).pathname + new URL(sent).search);
      const once = (paths: string[]) => {
        for (const path of paths)
          expect(
            gets().filter((p) => p === path),
            path,
          ).toEqual([path]);
      };
      await page.goto(url('/sale/cm'));
      const card = page.getByRole('link', { name: '考研英语高频词' });
      await card.click();
      await page.waitForURL(/\/book\/BK\d+$/);
      await page.getByText('全部 5 条 ›').waitFor();
      // The recommendations, far below, are asked for once the book has painted.
      await page.getByLabel('推荐加载中').waitFor({ state: 'detached' });
      const book = gets()
        .find((p) => p.startsWith('/books/v1/library/info/'))!
        .split('/')
        .pop()!;
      once([
        `/books/v1/library/info/${book}`,
        `/feedback/v1/remark_ratio/${book}`,
        `/feedback/v1/public/library_book/${book}?page_number=1&page_size=3`,
        `/books/v1/library/recommends/${book}?page_size=6`,
      ]);
      requests.length = 0;
      await page.goBack();
      await page.getByRole('link', { name: '考研英语高频词' }).waitFor();
      once(['/library/v1/category', '/books/v1/library?page_number=1&page_size=6&order_by=hot']);
    }));
});
