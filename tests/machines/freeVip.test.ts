import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FreeVipPage } from '../../src/domain/learnReward';
import { freeVipMachine } from '../../src/machines/freeVip.machine';
import { freeVipView } from '../../src/machines/freeVip.view';
import { LEARN_SAMPLES } from '../../src/machines/learnReward.samples';
import { expectRegistryModelCovered } from './modelPaths';

const { FREE_VIP_PAGES: PAGES, CLAIM } = LEARN_SAMPLES;

/** /free-vip with pages answered in turn (an Error fails that read); effects logged. */
function start(signedIn: boolean, pages: (FreeVipPage | Error)[], answers: { activate?: Error; claim?: Error } = {}) {
  const log: string[] = [];
  const actor = createActor(
    freeVipMachine.provide({
      actors: {
        requireLogin: fromPromise(async () => {
          log.push('login');
        }),
        loadPage: fromPromise(async () => {
          log.push('load');
          const page = pages.shift()!;
          if (page instanceof Error) throw page;
          return page;
        }),
        activateCode: fromPromise<unknown, { code: string }>(async ({ input }) => {
          log.push(`activate ${input.code}`);
          if (answers.activate) throw answers.activate;
          return {};
        }),
        claimReward: fromPromise(async () => {
          log.push('claim');
          if (answers.claim) throw answers.claim;
          return CLAIM;
        }),
      },
    }),
    { input: { signedIn } },
  ).start();
  const settled = async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, log, settled, view: () => freeVipView(actor.getSnapshot()) };
}

describe('issue: /free-vip, sign in, enter an invitation code, study, claim', () => {
  test('the whole campaign: sign in, a code, study until done, claim shows the new VIP end', async () => {
    const { actor, log, settled, view } = start(false, [PAGES.needCode, PAGES.studying, PAGES.claimable]);
    expect(view()).toMatchObject({ kind: 'steps', step: 'signIn', requiredDays: 3, rewardDays: 15 });
    actor.send({ type: 'start' });
    await settled();
    expect(view()).toMatchObject({ kind: 'steps', step: 'code' });
    actor.send({ type: 'code.submit', code: 'hkj1vc' });
    await settled();
    expect(view()).toMatchObject({ kind: 'steps', step: 'study', studiedDays: 1, requiredDays: 3 });
    actor.send({ type: 'refresh' });
    await settled();
    expect(view()).toMatchObject({ kind: 'steps', step: 'claim' });
    actor.send({ type: 'claim' });
    actor.send({ type: 'claim' });
    await settled();
    expect(view()).toEqual({ kind: 'claimed', days: 15, vipEndAt: CLAIM.vip_end_at });
    expect(log).toEqual(['login', 'load', 'activate hkj1vc', 'load', 'load', 'claim']);
  });

  test('a malformed code is refused on the spot; the backend refusal shows its reason', async () => {
    const { actor, log, settled, view } = start(true, [PAGES.needCode], {
      activate: new Error('邀请码不存在，请向好友确认'),
    });
    await settled();
    actor.send({ type: 'code.submit', code: ' ' });
    expect(view()).toMatchObject({ step: 'code', error: '请输入正确的邀请码（4-16位字母或数字）' });
    actor.send({ type: 'code.submit', code: 'NOPE99' });
    await settled();
    expect(view()).toMatchObject({ step: 'code', busy: false, error: '邀请码不存在，请向好友确认' });
    expect(log).toEqual(['load', 'activate NOPE99']);
  });

  test('not eligible gets its reason: an old account without a code, or an ended campaign', async () => {
    for (const page of [PAGES.oldUser, PAGES.ended]) {
      const { settled, view } = start(true, [page]);
      await settled();
      expect(view()).toEqual({ kind: 'notEligible', bar: page.bar });
    }
  });

  test('an account that already entered a code keeps its progress; a claimed reward shows the VIP end', async () => {
    const joined = start(true, [{ ...PAGES.studying, bar: { reason: 'oldUser', registeredAt: '2025-01-01' } }]);
    await joined.settled();
    expect(joined.view()).toMatchObject({ kind: 'steps', step: 'study' });
    const done = start(true, [PAGES.claimed]);
    await done.settled();
    expect(done.view()).toEqual({ kind: 'claimed', days: 15, vipEndAt: PAGES.claimed.vipEndAt });
  });

  test('a refused claim stays claimable with the reason; a failed read can be retried', async () => {
    const refused = start(true, [PAGES.claimable], { claim: new Error('还需学习2天才能领取') });
    await refused.settled();
    refused.actor.send({ type: 'claim' });
    await refused.settled();
    expect(refused.view()).toMatchObject({ step: 'claim', error: '还需学习2天才能领取' });
    const failing = start(true, [new Error('网络异常'), PAGES.needCode]);
    await failing.settled();
    expect(failing.view()).toEqual({ kind: 'failed', error: '网络异常' });
    failing.actor.send({ type: 'retry' });
    await failing.settled();
    expect(failing.view()).toMatchObject({ step: 'code', error: '' });
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('freeVip');
});
