import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlanEdit, PlanSettings, StudyPlan } from '../../src/domain/studyPlan';
import { studyPlanMachine, type StudyPlanInput } from '../../src/machines/studyPlan.machine';
import { SAMPLE_PLAN } from '../../src/machines/studyPlan.model';
import { studyPlanView } from '../../src/machines/studyPlan.view';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A backend holding one plan: changes apply to it unless `refuse` gives a reason; every call is recorded. */
function start(refuse?: string) {
  const calls: string[] = [];
  let plan: StudyPlan = SAMPLE_PLAN;
  const apply = (settings: Partial<PlanSettings>) => {
    if (refuse) throw new Error(refuse);
    plan = { ...plan, settings: { ...plan.settings, ...settings } };
    return plan.settings;
  };
  const actor = createActor(
    studyPlanMachine.provide({
      actors: {
        loadPlan: fromPromise<StudyPlan, StudyPlanInput>(async () => {
          calls.push('load');
          return plan;
        }),
        savePlan: fromPromise<PlanSettings, StudyPlanInput & { edit: PlanEdit }>(async ({ input: { edit } }) => {
          if (edit.kind === 'update') {
            calls.push(`update ${edit.change.daily_new_cards}/${edit.change.daily_review_limit}`);
            return apply(edit.change);
          }
          if (edit.kind === 'extend') {
            calls.push(`extend ${edit.days}`);
            return apply({ target_date: '2026-12-27' });
          }
          calls.push('reset');
          return apply({ daily_new_cards: 20, daily_review_limit: 200 });
        }),
      },
    }),
    { input: { deckId: '3' } },
  ).start();
  const view = () => studyPlanView(actor.getSnapshot());
  return { actor, calls, view };
}

describe('issue 学习 §2: the study plan flow', () => {
  test('shows the plan once loaded: daily new cards, review limit, target date and progress', async () => {
    const { view } = start();
    expect(view().kind).toBe('loading');
    await settle();
    expect(view()).toMatchObject({ kind: 'ready', editing: false, busy: false, notice: '', plan: SAMPLE_PLAN });
  });

  test('a change is saved and the plan read again; a double tap sends one update', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'plan.edit' });
    const change = { daily_new_cards: 30, daily_review_limit: 300 };
    actor.send({ type: 'plan.save', change });
    actor.send({ type: 'plan.save', change });
    expect(view()).toMatchObject({ editing: true, busy: true });
    await settle();
    expect(calls).toEqual(['load', 'update 30/300', 'load']);
    expect(view()).toMatchObject({ kind: 'ready', editing: false, plan: { settings: change } });
  });

  test('a plan that the backend refuses keeps the old values on screen and says why', async () => {
    const { actor, view } = start('每日复习上限不能少于每日新卡');
    await settle();
    actor.send({ type: 'plan.edit' });
    actor.send({ type: 'plan.save', change: { daily_new_cards: 50, daily_review_limit: 60 } });
    await settle();
    expect(view()).toMatchObject({
      kind: 'ready',
      editing: true,
      notice: '每日复习上限不能少于每日新卡',
      plan: { settings: { daily_new_cards: 20, daily_review_limit: 200 } },
    });
  });

  test('a change out of range is refused before it is sent, in Chinese', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'plan.edit' });
    actor.send({ type: 'plan.save', change: { daily_new_cards: 0, daily_review_limit: 200 } });
    expect(view()).toMatchObject({ editing: true, notice: '每日新卡需在1到200张之间' });
    expect(calls).toEqual(['load']);
  });

  test('extend: within the days left it is sent; beyond them (past the lease end) it is not offered', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'plan.extend', days: 14 })).toBe(false);
    actor.send({ type: 'plan.extend', days: 7 });
    await settle();
    expect(calls).toEqual(['load', 'extend 7', 'load']);
  });

  test('an extension the backend refuses says why and keeps the plan', async () => {
    const { actor, view } = start('延长后的结束日期晚于租期结束日，请先续租');
    await settle();
    actor.send({ type: 'plan.extend', days: 7 });
    expect(view()).toMatchObject({ busy: true, editing: false, confirmingReset: false });
    await settle();
    expect(view()).toMatchObject({
      kind: 'ready',
      editing: false,
      notice: '延长后的结束日期晚于租期结束日，请先续租',
      plan: SAMPLE_PLAN,
    });
  });

  test('reset asks first: cancel keeps the plan, confirm resets it once', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'plan.reset' });
    expect(view()).toMatchObject({ confirmingReset: true });
    actor.send({ type: 'reset.cancel' });
    expect(view()).toMatchObject({ confirmingReset: false });
    actor.send({ type: 'plan.reset' });
    actor.send({ type: 'reset.confirm' });
    actor.send({ type: 'reset.confirm' });
    await settle();
    expect(calls).toEqual(['load', 'reset', 'load']);
  });

  test('a reset the backend refuses closes the confirmation, says why and keeps the plan', async () => {
    const { actor, view } = start('操作失败，请重试');
    await settle();
    actor.send({ type: 'plan.reset' });
    actor.send({ type: 'reset.confirm' });
    expect(view()).toMatchObject({ busy: true, confirmingReset: true, editing: false });
    await settle();
    expect(view()).toMatchObject({
      kind: 'ready',
      editing: false,
      confirmingReset: false,
      notice: '操作失败，请重试',
      plan: SAMPLE_PLAN,
    });
  });

  test('a failed load offers a retry', async () => {
    const actor = createActor(
      studyPlanMachine.provide({
        actors: { loadPlan: fromPromise(() => Promise.reject(new Error('购买或租阅这本书后，才能制定学习计划'))) },
      }),
      { input: { deckId: '3' } },
    ).start();
    await settle();
    expect(studyPlanView(actor.getSnapshot())).toEqual({
      kind: 'failed',
      error: '购买或租阅这本书后，才能制定学习计划',
    });
    expect(actor.getSnapshot().can({ type: 'plan.retry' })).toBe(true);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('studyPlan');
});
