import { leasePace, planChangeProblem } from '../../domain/studyPlan';
import { chinaDate, daysBefore, daysBetween } from '../../lib/studyDates';
import { findSeedBook } from '../library/seed';
import type { DemoPlan, DemoState, DemoUser } from '../state';
import { badRequest, DemoError, type RouteContext, type RouteFn } from './kit';
import { activeLease, ownsBook } from './leaseRules';
import { openPlan, planKey, targetDate } from './planRules';

/** README "Study plans": one plan per reader and deck (a library book), on a book they own or lease. */

/** Extensions of at most this many days at a time. */
const MAX_EXTEND_DAYS = 90;

const planOf = (
  state: DemoState,
  me: DemoUser,
  book: { library_book_id: string; card_count: number },
  now: number,
  lease: { ends_at: number } | undefined,
) => openPlan(state, me.user_id, book, now, lease?.ends_at ?? null);

/** The deck of a request: a free book, or one the reader owns or leases now. */
function deckOf({ state, user, now }: RouteContext, deckId: unknown) {
  const me = user();
  const book = findSeedBook(typeof deckId === 'string' || typeof deckId === 'number' ? String(deckId) : undefined);
  if (!book) throw new DemoError(404, '书籍不存在');
  const lease = activeLease(state, me.user_id, book.library_book_id, now);
  if (book.price > 0 && !lease && !ownsBook(state, me.user_id, book.library_book_id))
    throw new DemoError(403, '购买或租阅这本书后，才能制定学习计划');
  return { me, book, lease };
}

const settingsAnswer = (deckId: string, plan: DemoPlan) => ({
  deck_id: deckId,
  daily_new_cards: plan.daily_new_cards,
  daily_review_limit: plan.daily_review_limit,
  target_date: plan.target_date,
});

/** The days a plan may still grow: up to the lease's last day for a leased book. */
function extensionLeft(plan: DemoPlan, leaseEnds: number | null) {
  if (leaseEnds === null) return { max_days: MAX_EXTEND_DAYS, reason: null };
  const lastDay = chinaDate(leaseEnds);
  const span = daysBetween(plan.target_date, lastDay);
  if (span < 0) return { max_days: 0, reason: `计划已晚于租期结束（${lastDay}），续租后才能延长` };
  const left = Math.min(MAX_EXTEND_DAYS, span);
  return { max_days: left, reason: left === 0 ? `计划已排到租期结束（${lastDay}），续租后才能延长` : null };
}

export const getPlan: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.body.deck_id);
  return settingsAnswer(book.library_book_id, planOf(ctx.state, me, book, ctx.now, lease));
};

export const getDeck: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.params.deckId);
  const plan = planOf(ctx.state, me, book, ctx.now, lease);
  return {
    deck_id: book.library_book_id,
    title: book.title,
    learned_cards: plan.learned_cards,
    total_cards: book.card_count,
    lease_ends_at: lease ? new Date(lease.ends_at).toISOString() : null,
  };
};

export const getExtension: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.params.deckId);
  return extensionLeft(planOf(ctx.state, me, book, ctx.now, lease), lease?.ends_at ?? null);
};

export const updatePlan: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.body.deck_id);
  const change = {
    daily_new_cards: Number(ctx.body.daily_new_cards),
    daily_review_limit: Number(ctx.body.daily_review_limit),
  };
  const problem = planChangeProblem(change);
  if (problem) throw badRequest(problem);
  const plan = planOf(ctx.state, me, book, ctx.now, lease);
  if (lease) {
    const lastDay = chinaDate(lease.ends_at);
    const pace = leasePace(book.card_count - plan.learned_cards, chinaDate(ctx.now), lastDay);
    if (pace.reachable && change.daily_new_cards < pace.minDailyNew)
      throw badRequest(`每日新卡至少${pace.minDailyNew}张，才能在租期结束（${lastDay}）前学完`);
  }
  Object.assign(plan, change, {
    target_date: targetDate(chinaDate(ctx.now), book.card_count - plan.learned_cards, change.daily_new_cards),
  });
  return settingsAnswer(book.library_book_id, plan);
};

/** Later target, fewer new cards a day; never past a lease's end. */
export const extendPlan: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.body.deck_id);
  const days = Number(ctx.body.days);
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXTEND_DAYS)
    throw badRequest(`每次可延长1到${MAX_EXTEND_DAYS}天`);
  const plan = planOf(ctx.state, me, book, ctx.now, lease);
  const target = daysBefore(plan.target_date, -days);
  if (lease && target > chinaDate(lease.ends_at))
    throw badRequest(`延长后的结束日期 ${target} 晚于租期结束日 ${chinaDate(lease.ends_at)}，请先续租`);
  const today = chinaDate(ctx.now);
  const remaining = book.card_count - plan.learned_cards;
  plan.target_date = target;
  plan.daily_new_cards = Math.max(1, Math.ceil(remaining / Math.max(1, daysBetween(today, target))));
  return settingsAnswer(book.library_book_id, plan);
};

/** Progress back to zero, the defaults back. */
export const resetPlan: RouteFn = (ctx) => {
  const { me, book, lease } = deckOf(ctx, ctx.body.deck_id);
  delete ctx.state.study_plans[planKey(me, book.library_book_id)];
  return settingsAnswer(book.library_book_id, planOf(ctx.state, me, book, ctx.now, lease));
};
