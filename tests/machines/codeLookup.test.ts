import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LookedUpCode } from '../../src/domain/staff';
import { codeLookupMachine, type LookUpInput } from '../../src/machines/codeLookup.machine';
import { codeLookupView } from '../../src/machines/codeLookup.view';
import { scrubbed } from '../../src/services/privacy';
import { expectRegistryModelCovered } from './modelPaths';

function start(answer: () => LookedUpCode = () => ({ phone: '13800000400', sms_code: '2468', expires_at: null })) {
  const asked: LookUpInput[] = [];
  const actor = createActor(
    codeLookupMachine.provide({
      actors: {
        lookUp: fromPromise<LookedUpCode, LookUpInput>(async ({ input }) => {
          asked.push(input);
          return answer();
        }),
      },
    }),
    { input: { phone: '13800000400' } },
  ).start();
  return { actor, asked, view: () => codeLookupView(actor.getSnapshot()) };
}

describe('issue 54 查看验证码: code lookup (asked → shown → hidden after 60 s)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('it asks why first: without a reason nothing is looked up', () => {
    const { actor, asked, view } = start();
    actor.send({ type: 'reveal' });
    expect(view()).toEqual({ kind: 'asking', phone: '13800000400', reason: '', error: '请先填写查询原因' });
    expect(asked).toEqual([]);
  });

  test('with a reason the code shows, counts down, and hides itself after 60 s, forgotten', async () => {
    const { actor, asked, view } = start();
    actor.send({ type: 'reason.change', value: ' 用户来电收不到短信 ' });
    actor.send({ type: 'reveal' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([{ phone: '13800000400', reason: '用户来电收不到短信' }]);
    expect(view()).toEqual({ kind: 'shown', phone: '13800000400', smsCode: '2468', remaining: 60 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(view()).toMatchObject({ kind: 'shown', remaining: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view()).toEqual({ kind: 'hidden', phone: '13800000400' });
    expect(actor.getSnapshot().context.smsCode).toBeNull();
  });

  test('隐藏 hides it at once; 再次查看 asks for a reason again', async () => {
    const { actor, view } = start();
    actor.send({ type: 'reason.change', value: '核对验证码' });
    actor.send({ type: 'reveal' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'hide' });
    expect(view().kind).toBe('hidden');
    actor.send({ type: 'reveal' });
    expect(view()).toEqual({ kind: 'asking', phone: '13800000400', reason: '', error: '' });
  });

  test('no valid code shows as none', async () => {
    const { actor, view } = start(() => ({ phone: '13800000400', sms_code: null, expires_at: null }));
    actor.send({ type: 'reason.change', value: '核对验证码' });
    actor.send({ type: 'reveal' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ kind: 'shown', smsCode: null });
  });

  test('DESIGN §11: the shown code is masked in what the session log and inspector receive (privacy.ts)', async () => {
    const { actor } = start(() => ({ phone: '13800000400', sms_code: 'A7K9Q2X', expires_at: null }));
    actor.send({ type: 'reason.change', value: '核对验证码' });
    actor.send({ type: 'reveal' });
    await vi.advanceTimersByTimeAsync(0);
    const shown = JSON.stringify(scrubbed(actor.getSnapshot().context));
    expect(actor.getSnapshot().context.smsCode).toBe('A7K9Q2X');
    expect(shown).not.toContain('A7K9Q2X');
    expect(shown).not.toContain('13800000400');
    expect(JSON.stringify(scrubbed({ sms_code: '2468' }))).toBe('{"sms_code":"0000"}');
  });

  test('model-based paths reach every state and transition', async () => {
    vi.useRealTimers();
    await expectRegistryModelCovered('codeLookup');
  });
});
