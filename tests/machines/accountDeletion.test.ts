import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { phoneLoginMachine } from '../../src/machines/phoneLogin.machine';
import { accountDeletionMachine, phoneVerification } from '../../src/machines/accountDeletion.machine';
import { accountDeletionView } from '../../src/machines/accountDeletion.view';
import { expectRegistryModelCovered } from './modelPaths';

/** 注销账号 with a fake deletion (an Error refuses it); effects logged. */
function start(phone: string | null, refusal?: Error) {
  const log: string[] = [];
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: {
        deleteAccount: fromPromise<unknown>(async () => {
          log.push('delete');
          if (refusal) throw refusal;
          return {};
        }),
      },
      actions: {
        adoptSession: (_, { token }) => log.push(`adopt ${token}`),
        forgetSession: () => log.push('forget'),
      },
    }),
    { input: { phone } },
  ).start();
  return { actor, log, view: () => accountDeletionView(actor.getSnapshot()) };
}

/** The SMS form's actor while verifying. */
function verifyForm(actor: ReturnType<typeof start>['actor']) {
  return actor.getSnapshot().children.verify as ActorRefFrom<typeof phoneLoginMachine>;
}

describe('issue 39: account deletion — code sent → verified → confirmed → deleted, cancel at each step', () => {
  test('the review page comes first; 下一步 opens the SMS form for the bound phone', () => {
    const { actor, view } = start('13800000888');
    expect(view()).toEqual({ kind: 'review', canProceed: true });
    actor.send({ type: 'proceed' });
    expect(view()).toEqual({ kind: 'verify', phone: '13800000888' });
    expect(verifyForm(actor).getSnapshot().context.phone).toBe('13800000888');
  });

  test('an account with no phone cannot go on: the code has nowhere to go', () => {
    const { actor, view } = start(null);
    actor.send({ type: 'proceed' });
    expect(view()).toEqual({ kind: 'review', canProceed: false });
  });

  test('a verified code adopts the fresh session and asks for the last confirmation; only then is the deletion sent', async () => {
    const { actor, log, view } = start('13800000888');
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.verified', token: 'fresh' });
    expect(view()).toEqual({ kind: 'confirm', busy: false, error: '' });
    expect(log).toEqual(['adopt fresh']);
    actor.send({ type: 'confirm' });
    expect(view()).toMatchObject({ kind: 'confirm', busy: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toEqual({ kind: 'deleted' });
    expect(log).toEqual(['adopt fresh', 'delete', 'forget']);
  });

  test('a double tap on 确认注销 sends one deletion', async () => {
    const { actor, log } = start('13800000888');
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.verified', token: 'fresh' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log.filter((entry) => entry === 'delete')).toHaveLength(1);
  });

  test('a refused deletion stays on the confirmation with the reason, and the session is kept', async () => {
    const { actor, log, view } = start('13800000888', new Error('请先通过短信验证码验证手机号'));
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.verified', token: 'fresh' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== '');
    expect(view()).toEqual({ kind: 'confirm', busy: false, error: '请先通过短信验证码验证手机号' });
    expect(log).not.toContain('forget');
  });

  test.each([
    ['reviewing', [] as const],
    ['verifying', ['proceed'] as const],
    ['confirming', ['proceed', 'code.verified'] as const],
  ])('取消 while %s ends the flow with nothing deleted', (_, steps) => {
    const { actor, log, view } = start('13800000888');
    for (const type of steps) actor.send(type === 'code.verified' ? { type, token: 'fresh' } : { type });
    actor.send({ type: 'cancel' });
    expect(view()).toEqual({ kind: 'cancelled' });
    expect(log.filter((entry) => entry !== 'adopt fresh')).toEqual([]);
  });

  test('while the deletion is under way, 取消 changes nothing', async () => {
    const { actor, view } = start('13800000888');
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.verified', token: 'fresh' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'cancel' });
    expect(view()).toMatchObject({ kind: 'confirm', busy: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toEqual({ kind: 'deleted' });
  });

  test('the SMS form events reach the verifying child', () => {
    const { actor } = start('13800000888');
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.change', value: '12ab34' });
    expect(verifyForm(actor).getSnapshot().context.code).toBe('1234');
  });

  test('signing in with the SMS code in the child is what verifies: its token moves the flow on', async () => {
    const log: string[] = [];
    const actor = createActor(
      accountDeletionMachine.provide({
        actors: {
          verify: phoneVerification.provide({
            actors: { login: fromPromise(async () => ({ token: 'from-sms' })) },
            actions: { notify: () => {} },
          }),
        },
        actions: { adoptSession: (_, { token }) => log.push(`adopt ${token}`) },
      }),
      { input: { phone: '13800000888' } },
    ).start();
    actor.send({ type: 'proceed' });
    actor.send({ type: 'code.change', value: '1234' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(log).toEqual(['adopt from-sms']);
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('accountDeletion'));
});
