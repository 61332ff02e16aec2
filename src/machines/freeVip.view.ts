import type { SnapshotFrom } from 'xstate';
import { LEARN_REWARD_RULES, type FreeVipBar } from '../domain/learnReward';
import type { freeVipMachine } from './freeVip.machine';

/** The four steps of the campaign, in order. */
export type FreeVipStep = 'signIn' | 'code' | 'study' | 'claim';

export type FreeVipView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'notEligible'; bar: FreeVipBar }
  /** The step to take now; `busy` while it runs; `error` is the last refusal, in the backend's words. */
  | {
      kind: 'steps';
      step: FreeVipStep;
      busy: boolean;
      error: string;
      studiedDays: number;
      requiredDays: number;
      rewardDays: number;
    }
  | { kind: 'claimed'; days: number; vipEndAt: string | null };

export function freeVipView(snapshot: SnapshotFrom<typeof freeVipMachine>): FreeVipView {
  const { page, claim, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  if (snapshot.matches('start') || snapshot.matches('intro') || snapshot.matches('signingIn'))
    return {
      kind: 'steps',
      step: 'signIn',
      busy,
      error,
      studiedDays: 0,
      requiredDays: LEARN_REWARD_RULES.requiredDays,
      rewardDays: LEARN_REWARD_RULES.rewardDays,
    };
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('failed') || !page) return { kind: 'failed', error };
  if (snapshot.matches('claimed'))
    return {
      kind: 'claimed',
      days: claim?.days ?? page.learn.reward_days,
      vipEndAt: claim?.vip_end_at ?? page.vipEndAt,
    };
  if (snapshot.matches('notEligible') && page.bar) return { kind: 'notEligible', bar: page.bar };
  const step: FreeVipStep =
    snapshot.matches('needCode') || snapshot.matches('activating')
      ? 'code'
      : snapshot.matches('studying')
        ? 'study'
        : 'claim';
  return {
    kind: 'steps',
    step,
    busy,
    error,
    studiedDays: page.learn.studied_days,
    requiredDays: page.learn.required_days,
    rewardDays: page.learn.reward_days,
  };
}
