import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Inviter } from '../../src/domain/invite';
import { inviteMachine } from '../../src/machines/invite.machine';
import { requiredActions } from '../../src/machines/model';
import { machineRegistry } from '../../src/machines/registry';

const INVITER: Inviter = { userId: '1700000000000000004', nickname: '花友0888', avatarUrl: null };

describe('issue 42: a missing action fails loudly, as a missing actor does', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  test('the invite landing run without its route’s rememberInviter stops in error, naming the machine and the action', async () => {
    const machine = inviteMachine.provide({
      actors: { loadInviter: fromPromise<Inviter | null, { huaId: string }>(async () => INVITER) },
    });
    const actor = createActor(machine, { input: { huaId: '888888', signedIn: false } });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toContain('invite: 未提供 "rememberInviter" 副作用');
    expect(actor.getSnapshot().status).toBe('error');
  });

  test('every action a route provides, in every machine of the registry, throws until provided, naming both', () => {
    const declared = machineRegistry.flatMap(({ name, machine }) =>
      requiredActions(machine).map((action) => ({ name, action, run: machine.implementations.actions[action] })),
    );
    expect(declared.map(({ name, action }) => `${name}.${action}`)).toEqual(
      expect.arrayContaining([
        'auth.persistToken',
        'wechatAuth.redirectToAuthorize',
        'accountDeletion.forgetSession',
        'payment.persistPendingOrder',
        'bookPurchase.bookOwned',
        'invite.rememberInviter',
        'groupBuy.groupOpened',
        'appLanding.openStore',
      ]),
    );
    for (const { name, action, run } of declared)
      expect(() => (run as (args: unknown, params: unknown) => void)({}, {})).toThrow(`${name}: 未提供 "${action}"`);
  });

  test('in a production build the missing action goes to the error reporter instead, and the flow goes on', async () => {
    vi.stubEnv('PROD', true);
    vi.resetModules();
    const { requiredActionIn } = await import('../../src/machines/effects');
    vi.useFakeTimers();
    const missing = requiredActionIn('invite')<{ userId: string }>('rememberInviter');
    expect(() => missing({}, { userId: INVITER.userId })).not.toThrow();
    // The global error handler (main.tsx → reporter) receives it on the next task.
    expect(() => vi.runAllTimers()).toThrow('invite: 未提供 "rememberInviter" 副作用');
  });
});
