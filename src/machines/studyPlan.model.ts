import type { StudyPlan } from '../domain/studyPlan';
import { machineModel } from './model';
import { studyPlanMachine } from './studyPlan.machine';

/** A leased book's plan: 20 new cards a day, 7 days of extension left before the lease ends. */
export const SAMPLE_PLAN: StudyPlan = {
  settings: { deck_id: '3', daily_new_cards: 20, daily_review_limit: 200, target_date: '2026-12-20' },
  progress: {
    deck_id: '3',
    title: '考研英语高频词',
    learned_cards: 120,
    total_cards: 600,
    lease_ends_at: '2026-12-27T08:00:00.000Z',
  },
  extension: { max_days: 7, reason: null },
};
const SETTINGS = SAMPLE_PLAN.settings;

/** The studyPlan model: its samples for model-based paths. */
export const studyPlanModel = machineModel({
  name: 'studyPlan',
  machine: studyPlanMachine,
  description:
    '学习计划：查看每日新卡、复习上限、目标日期与进度；修改、延期（不超过租期）、确认后重置；被拒时保留原值并说明原因',
  model: {
    inputs: [{ deckId: '3' }],
    events: [
      { type: 'plan.retry' },
      { type: 'plan.edit' },
      { type: 'plan.save', change: { daily_new_cards: 30, daily_review_limit: 300 } },
      { type: 'plan.save', change: { daily_new_cards: 0, daily_review_limit: 300 } },
      { type: 'plan.cancel' },
      { type: 'plan.extend', days: 7 },
      { type: 'plan.reset' },
      { type: 'reset.confirm' },
      { type: 'reset.cancel' },
      { type: 'xstate.done.actor.loadPlan', output: SAMPLE_PLAN },
      { type: 'xstate.error.actor.loadPlan', error: new Error('请检查网络连接') },
      { type: 'xstate.done.actor.savePlan', output: SETTINGS },
      { type: 'xstate.error.actor.savePlan', error: new Error('延长后的结束日期晚于租期结束日，请先续租') },
    ],
  },
});
