import { describe, expect, test } from 'vitest';
import { PERSONA } from '../../../src/demo/personas';
import { leaseFit } from '../../../src/domain/studyPlan';
import { chinaDate } from '../../../src/lib/studyDates';
import { loadStudyPlan } from '../../../src/services/studyPlan';
import { clock, device, failure } from './harness';

async function signedIn(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

describe('README "Study plans": the demo backend’s rules', () => {
  test('a book the reader neither owns nor leases has no plan; a free book does', async () => {
    const { api } = await signedIn('13912340050');
    const refused = await failure(api.study.getStudyPlan({ body: { deck_id: '3' } }));
    expect([refused.status, refused.serverMessage]).toEqual([403, '购买或租阅这本书后，才能制定学习计划']);
    expect((await loadStudyPlan(api, '4')).settings).toMatchObject({ daily_new_cards: 20, daily_review_limit: 200 });
  });

  test('defaults of 20 new cards and 200 reviews a day; an update moves the target date, a bad one is refused', async () => {
    const { api } = await signedIn('13912340051');
    const before = await loadStudyPlan(api, '4');
    const after = await api.study.updateStudyPlan({
      body: { deck_id: '4', daily_new_cards: 40, daily_review_limit: 400 },
    });
    expect(after.target_date < before.settings.target_date).toBe(true);
    const bad = await failure(
      api.study.updateStudyPlan({ body: { deck_id: '4', daily_new_cards: 40, daily_review_limit: 20 } }),
    );
    expect([bad.status, bad.serverMessage]).toEqual([400, '每日复习上限不能少于每日新卡']);
    expect((await loadStudyPlan(api, '4')).settings.daily_review_limit).toBe(400);
  });

  test('an extension moves the target date and lowers the daily new cards; reset brings the defaults back', async () => {
    const { api } = await signedIn('13912340052');
    const { settings } = await loadStudyPlan(api, '4');
    const extended = await api.study.extendStudyPlan({ body: { deck_id: '4', days: 30 } });
    expect(extended.daily_new_cards).toBeLessThan(settings.daily_new_cards);
    expect(extended.target_date > settings.target_date).toBe(true);
    const reset = await api.study.resetStudyPlan({ body: { deck_id: '4' } });
    expect(reset).toEqual(settings);
  });

  test('an extension past the lease end is refused with the reason, and none is offered', async () => {
    const { api } = await signedIn(PERSONA.vip);
    await api.books.leaseBook({ path: { library_book_id: '3' }, body: {} });
    const plan = await loadStudyPlan(api, '3');
    expect(plan.progress.lease_ends_at).not.toBeNull();
    expect(plan.extension.max_days).toBe(0);
    expect(plan.extension.reason).toMatch(/^计划已排到租期结束（\d{4}-\d{2}-\d{2}），续租后才能延长$/);
    const refused = await failure(api.study.extendStudyPlan({ body: { deck_id: '3', days: 7 } }));
    expect(refused.serverMessage).toMatch(
      /^延长后的结束日期 \d{4}-\d{2}-\d{2} 晚于租期结束日 \d{4}-\d{2}-\d{2}，请先续租$/,
    );
  });

  test('issue 53 §4 a leased book’s plan opens at the pace that ends by the lease’s last day; a slower change is refused with the pace that fits', async () => {
    const { api } = await signedIn(PERSONA.vip);
    await api.books.leaseBook({ path: { library_book_id: '3' }, body: {} });
    const plan = await loadStudyPlan(api, '3');
    const lastDay = chinaDate(Date.parse(plan.progress.lease_ends_at!));
    expect(plan.settings.target_date <= lastDay).toBe(true);
    const pace = leaseFit(plan, chinaDate(clock.now))!;
    expect(pace).toMatchObject({ fits: true, lastDay, reachable: true });
    expect(plan.settings.daily_new_cards).toBeGreaterThanOrEqual(pace.minDailyNew);
    const slower = await failure(
      api.study.updateStudyPlan({
        body: { deck_id: '3', daily_new_cards: pace.minDailyNew - 1, daily_review_limit: 400 },
      }),
    );
    expect([slower.status, slower.serverMessage]).toEqual([
      400,
      `每日新卡至少${pace.minDailyNew}张，才能在租期结束（${lastDay}）前学完`,
    ]);
    const fitting = await api.study.updateStudyPlan({
      body: { deck_id: '3', daily_new_cards: pace.minDailyNew, daily_review_limit: 400 },
    });
    expect(fitting.target_date <= lastDay).toBe(true);
  });
});
