import { describe, expect, test } from 'vitest';
import { passRate, reviewsOf } from '../../src/domain/studyStats';
import { cardCounts, studyHistory, VIP_STUDY } from '../../src/demo/study/history';
import { encodeBookCode } from '../../src/lib/bookCode';
import { chinaDate, daysBefore } from '../../src/lib/studyDates';
import { axeViolations } from './axe';
import { phoneBrowser } from './browser';
import { loginInSheet, openDebugPanel } from './flows';

const { withPhone } = phoneBrowser();

const CHARTS = ['今日', '学习日历', '每日复习', '卡片数量', '保持率', '遗忘曲线'];
const EMPTY = '还没有学习记录，打开App开始学习';

describe('issue 学习: /me/stats on the demo build', () => {
  test('the VIP persona sees all six charts, with figures that match the seeded half year', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/stats?range=all'));
      await loginInSheet(page, '13800000888');
      for (const name of CHARTS) await page.getByRole('region', { name }).waitFor();
      const today = chinaDate(Date.now());
      const history = studyHistory(VIP_STUDY, today);
      const cards = cardCounts(VIP_STUDY, history, today);
      const mature = passRate(
        history.reduce(
          (sum, day) => ({ passed: sum.passed + day.mature.passed, failed: sum.failed + day.mature.failed }),
          {
            passed: 0,
            failed: 0,
          },
        ),
      )!;
      const todays = page.getByRole('region', { name: '今日' });
      expect(await todays.getByRole('definition').first().textContent()).toBe(String(reviewsOf(history.at(-1)!)));
      await page.getByRole('img', { name: new RegExp(`学习了 ${history.length} 天`) }).waitFor();
      await page.getByRole('img', { name: new RegExp(`卡片：共 2400 张，未学 ${cards.new}，`) }).waitFor();
      await page.getByRole('img', { name: new RegExp(`成熟卡片 ${(mature * 100).toFixed(1)}%`) }).waitFor();
      await page.getByRole('img', { name: /每日复习：共复习 \d+ 张/ }).waitFor();
      await page.getByRole('img', { name: /拟合的记忆稳定性为 3\d 天/ }).waitFor();
      expect(await page.getByText(EMPTY).count()).toBe(0);
      // At 375 px nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByText('登录成功').waitFor({ state: 'detached' });
      await page.screenshot({ path: 'test-artifacts/study-stats-vip.png', fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByText('7 天', { exact: true }).click();
      await page.waitForURL(/range=7$/);
      await page.getByRole('img', { name: /学习日历：7 天中学习了 \d 天/ }).waitFor();
    }));

  test('a new account sees the empty states, and after 模拟学习一天 three times, three days of figures', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/stats'));
      await loginInSheet(page, '13912340040');
      await page.getByRole('region', { name: '遗忘曲线' }).waitFor();
      await page.getByText(EMPTY).first().waitFor();
      expect(await page.getByText(EMPTY).count()).toBe(CHARTS.length);
      await page.getByText('登录成功').waitFor({ state: 'detached' });
      await page.screenshot({ path: 'test-artifacts/study-stats-new.png', fullPage: true });
      for (let day = 1; day <= 3; day += 1) {
        const panel = await openDebugPanel(page);
        await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '模拟学习一天' }).click()]);
      }
      await page.getByRole('img', { name: /学习了 3 天，连续学习 3 天/ }).waitFor();
      expect(await page.getByText(EMPTY).count()).toBe(0);
      await page.screenshot({ path: 'test-artifacts/study-stats-new-3days.png', fullPage: true });
    }));

  test('打开App in an empty state leads to the app landing', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/me/stats'));
      await loginInSheet(page, '13912340041');
      await page.getByRole('button', { name: '打开App' }).first().click();
      await page.waitForURL(/\/go\/landing$/);
    }));
});

describe('issue 学习 §2: a study plan on the demo build', () => {
  test('a VIP leases a book, opens 学习计划, changes it, and the change survives a reload', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url('/book/3'));
      await page.getByRole('button', { name: 'VIP免费租阅' }).click();
      await loginInSheet(page, '13800000888');
      const sheet = page.getByRole('dialog', { name: '租阅' });
      await sheet.getByRole('button', { name: '确认租阅' }).click();
      await sheet.getByRole('button', { name: '完成' }).click();
      await page.getByText(/租阅中，/).waitFor();
      await page.getByRole('button', { name: '学习计划' }).click();
      await page.waitForURL(/\/me\/plan\/BK\d+$/);
      const plan = page.getByRole('region', { name: '计划' });
      await plan.getByText('考研英语高频词').waitFor();
      // README "Study plans", the lease rule: the plan opens at the pace that finishes within the 30-day lease.
      await plan.getByText(/^租阅至 \d{4}-\d{2}-\d{2}，计划在租期内学完$/).waitFor();
      const [pace, reviews] = await plan.getByRole('definition').allTextContents();
      expect(Number(pace)).toBeGreaterThanOrEqual(20);
      expect(reviews).toBe('200');
      const faster = String(Number(pace) + 10);
      await page.getByRole('button', { name: '修改计划' }).click();
      await page.getByLabel('每日新卡').fill('5');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText(new RegExp(`^每日新卡至少${pace}张，才能在租期结束（.+）前学完$`)).waitFor();
      await page.getByLabel('每日新卡').fill(faster);
      await page.getByLabel('每日复习上限').fill('20');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('每日复习上限不能少于每日新卡').waitFor();
      expect((await plan.getByRole('definition').allTextContents()).slice(0, 2)).toEqual([pace, '200']);
      await page.getByLabel('每日复习上限').fill('300');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('button', { name: '修改计划' }).waitFor();
      await expect
        .poll(async () => (await plan.getByRole('definition').allTextContents()).slice(0, 2))
        .toEqual([faster, '300']);
      await page.reload();
      await page.getByRole('button', { name: '修改计划' }).waitFor();
      await expect
        .poll(async () => (await plan.getByRole('definition').allTextContents()).slice(0, 2))
        .toEqual([faster, '300']);
      await page.getByText('登录成功').waitFor({ state: 'detached' });
      await page.screenshot({ path: 'test-artifacts/study-plan.png', fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '重置计划' }).click();
      await page
        .getByRole('alertdialog', { name: '重置学习计划？' })
        .getByText(/学习进度（已学 0 张）将清零/)
        .waitFor();
      await page.getByRole('button', { name: '确定重置' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await plan.getByRole('definition').allTextContents()).slice(0, 2))
        .toEqual([pace, '200']);
    }));

  test('延长7天 moves the target date by 7 days and keeps the form closed while it is sent', () =>
    withPhone(async ({ page, url }) => {
      await page.goto(url(`/me/plan/${encodeBookCode('4')}`));
      await loginInSheet(page, '13800000888');
      const plan = page.getByRole('region', { name: '计划' });
      const finish = async () => /预计 (\d{4}-\d{2}-\d{2}) 学完/.exec((await plan.textContent()) ?? '')?.[1];
      await page.getByRole('button', { name: '修改计划' }).waitFor();
      const before = await finish();
      expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('button', { name: '延长7天' }).click();
      expect(await page.getByLabel('每日新卡').count()).toBe(0);
      await expect.poll(finish).toBe(daysBefore(before!, -7));
      await page.getByRole('button', { name: '修改计划' }).waitFor();
      expect(await page.getByLabel('每日新卡').count()).toBe(0);
    }));
});
