import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InviteFriendPage } from '../../src/domain/learnReward';
import { inviteFriendMachine } from '../../src/machines/inviteFriend.machine';
import { inviteFriendView } from '../../src/machines/inviteFriend.view';
import { LEARN_SAMPLES } from '../../src/machines/learnReward.samples';
import { expectRegistryModelCovered } from './modelPaths';

const { INVITE_FRIEND_PAGE: PAGE, FRIEND } = LEARN_SAMPLES;
const claimed = (page: InviteFriendPage): InviteFriendPage => ({
  ...page,
  learn: {
    ...page.learn,
    friends: page.learn.friends.map((f) => (f.user_id === FRIEND.user_id ? { ...f, reward: 'CLAIMED' } : f)),
  },
});

/** /invite-friend with scripted answers (each a value, or an Error to fail with); effects logged. */
function start(
  signedIn: boolean,
  answers: { login?: Error; pages?: (InviteFriendPage | Error)[]; claim?: Error } = {},
) {
  const log: string[] = [];
  const pages = [...(answers.pages ?? [PAGE, claimed(PAGE)])];
  const gate: { release?: () => void } = {};
  const actor = createActor(
    inviteFriendMachine.provide({
      actors: {
        requireLogin: fromPromise(async () => {
          log.push('login');
          if (answers.login) throw answers.login;
        }),
        loadPage: fromPromise(async () => {
          log.push('load');
          const page = pages.shift() ?? PAGE;
          if (page instanceof Error) throw page;
          return page;
        }),
        claimReward: fromPromise(async ({ input }: { input: { friendId: string } }) => {
          log.push(`claim ${input.friendId}`);
          await new Promise<void>((resolve) => (gate.release = resolve));
          if (answers.claim) throw answers.claim;
          return { days: 7, vip_end_at: '2026-12-08T00:00:00.000Z' };
        }),
      },
    }),
    { input: { signedIn } },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, log, gate, settled, view: () => inviteFriendView(actor.getSnapshot()) };
}

describe('issue: /invite-friend, my invite code, link and the friends who joined', () => {
  test('signed out it asks for sign-in first (登录后邀请好友), then loads my codes', async () => {
    const { actor, log, settled, view } = start(false);
    expect(view()).toMatchObject({ kind: 'signedOut', busy: false, requiredDays: 3, rewardDays: 7 });
    expect(log).toEqual([]);
    actor.send({ type: 'signIn' });
    expect(view()).toMatchObject({ kind: 'signedOut', busy: true });
    await settled();
    await settled();
    expect(log).toEqual(['login', 'load']);
    expect(view()).toMatchObject({ kind: 'ready', huaId: '888888', code: 'HKJ1VC', used: 2, limit: 20 });
  });

  test('a closed sign-in sheet stays on the sign-in prompt; a failed load can be retried', async () => {
    const cancelled = start(false, { login: new Error('取消登录') });
    cancelled.actor.send({ type: 'signIn' });
    await cancelled.settled();
    expect(cancelled.view()).toEqual({ kind: 'signedOut', busy: false, requiredDays: 3, rewardDays: 7 });
    const failing = start(true, { pages: [new Error('网络异常'), PAGE] });
    await failing.settled();
    expect(failing.view()).toEqual({ kind: 'failed', error: '网络异常' });
    failing.actor.send({ type: 'retry' });
    await failing.settled();
    expect(failing.view()).toMatchObject({ kind: 'ready', error: '' });
  });

  test('a friend who studied enough earns a reward: claimed once, double taps ignored, the list read again', async () => {
    const { actor, log, gate, settled, view } = start(true);
    await settled();
    actor.send({ type: 'claim', friendId: FRIEND.user_id });
    actor.send({ type: 'claim', friendId: FRIEND.user_id });
    await settled();
    expect(view()).toMatchObject({ kind: 'ready', claiming: FRIEND.user_id });
    gate.release!();
    await settled();
    await settled();
    expect(log).toEqual(['load', `claim ${FRIEND.user_id}`, 'load']);
    const ready = view();
    expect(ready).toMatchObject({ kind: 'ready', claiming: null, notice: '已领取7天VIP' });
    expect(ready.kind === 'ready' && ready.friends[0]!.reward).toBe('CLAIMED');
  });

  test('a friend still studying cannot be claimed; a refused claim shows the reason and keeps the list', async () => {
    const locked = start(true);
    await locked.settled();
    locked.actor.send({ type: 'claim', friendId: '1700000000000000007' });
    expect(locked.log).toEqual(['load']);
    const refused = start(true, { claim: new Error('奖励已领取') });
    await refused.settled();
    refused.actor.send({ type: 'claim', friendId: FRIEND.user_id });
    await refused.settled();
    refused.gate.release!();
    await refused.settled();
    expect(refused.view()).toMatchObject({ kind: 'ready', claiming: null, error: '奖励已领取', notice: '' });
    expect(refused.log).toEqual(['load', `claim ${FRIEND.user_id}`]);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('inviteFriend');
});
