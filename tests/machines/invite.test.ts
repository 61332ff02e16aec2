import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Inviter, InviteOutcome } from '../../src/domain/invite';
import { huaIdOf } from '../../src/domain/invite';
import { inviteMachine, type InviteInput } from '../../src/machines/invite.machine';
import { inviteView } from '../../src/machines/invite.view';
import { expectRegistryModelCovered } from './modelPaths';

const INVITER: Inviter = { userId: '1700000000000000004', nickname: '花友0888', avatarUrl: null };

/** The invite flow with scripted answers; effects logged. */
function start(
  input: Partial<InviteInput> = {},
  answers: { inviter?: Inviter | null | Error; login?: Error; outcome?: InviteOutcome } = {},
) {
  const log: string[] = [];
  const actor = createActor(
    inviteMachine.provide({
      actors: {
        loadInviter: fromPromise(async ({ input: { huaId } }: { input: { huaId: string } }) => {
          log.push(`load ${huaId}`);
          const answer = answers.inviter === undefined ? INVITER : answers.inviter;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        requireLogin: fromPromise(async () => {
          log.push('login');
          if (answers.login) throw answers.login;
        }),
        loadOutcome: fromPromise(async ({ input: { inviterId } }: { input: { inviterId: string } }) => {
          log.push(`outcome ${inviterId}`);
          return answers.outcome ?? 'granted';
        }),
      },
      actions: { rememberInviter: (_, { userId }) => log.push(`remember ${userId}`) },
    }),
    { input: { huaId: '888888', signedIn: false, ...input } },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, log, settled, view: () => inviteView(actor.getSnapshot()) };
}

describe('spec §2 /invite/:huaid and §3 pvt_inviter', () => {
  test.each([
    ['888888', '888888'],
    ['h888888', '888888'],
    ['H888888', '888888'],
    ['abc', undefined],
    ['h', undefined],
    ['<script>', undefined],
    [undefined, undefined],
  ])('spec §5 the invite path %s holds hua id %s', (param, huaId) => expect(huaIdOf(param)).toBe(huaId));

  test('the inviter is found by hua id and remembered (X-Inviter-Id from then on)', async () => {
    const { log, settled, view } = start();
    await settled();
    expect(log).toEqual(['load 888888', `remember ${INVITER.userId}`]);
    expect(view()).toEqual({ kind: 'ready', inviter: INVITER, signedIn: false, busy: false });
  });

  test('an unknown hua id is 邀请链接无效 and nothing is remembered; a failure can be retried', async () => {
    const missing = start({}, { inviter: null });
    await missing.settled();
    expect([missing.view(), missing.log]).toEqual([{ kind: 'notFound' }, ['load 888888']]);
    const failing = start({}, { inviter: new Error('请检查网络连接') });
    await failing.settled();
    expect(failing.view()).toEqual({ kind: 'failed', error: '请检查网络连接' });
    failing.actor.send({ type: 'retry' });
    expect(failing.log).toEqual(['load 888888', 'load 888888']);
  });

  test('接受邀请 signs in, then says whether the reward was granted', async () => {
    for (const outcome of ['granted', 'existing', 'own'] as const) {
      const { actor, log, settled, view } = start({}, { outcome });
      await settled();
      actor.send({ type: 'accept' });
      expect(view()).toMatchObject({ kind: 'ready', busy: true });
      await settled();
      await settled();
      expect(view()).toEqual({ kind: outcome, inviter: INVITER });
      expect(log.slice(2)).toEqual(['login', `outcome ${INVITER.userId}`]);
    }
  });

  test('a closed sign-in sheet goes back to the invite; signed in already, accept only checks', async () => {
    const cancelled = start({}, { login: new Error('取消登录') });
    await cancelled.settled();
    cancelled.actor.send({ type: 'accept' });
    await cancelled.settled();
    expect(cancelled.view()).toMatchObject({ kind: 'ready', busy: false });
    const signedIn = start({ signedIn: true }, { outcome: 'existing' });
    await signedIn.settled();
    signedIn.actor.send({ type: 'accept' });
    await signedIn.settled();
    expect(signedIn.log).not.toContain('login');
    expect(signedIn.view()).toMatchObject({ kind: 'existing' });
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('invite');
});
