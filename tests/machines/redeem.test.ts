import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RedeemResult } from '../../src/domain/redeem';
import { REDEEM_FAILED_TEXT, redeemMachine } from '../../src/machines/redeem.machine';
import { SAMPLE_VIP_REDEEM } from '../../src/machines/redeem.model';
import { redeemView } from '../../src/machines/redeem.view';
import { expectRegistryModelCovered } from './modelPaths';

/** 兑换码 with a fake backend (an Error refuses the code); what was consumed is logged. */
function start(refusal?: Error) {
  const consumed: string[] = [];
  let reloads = 0;
  const actor = createActor(
    redeemMachine.provide({
      actors: {
        consumeCode: fromPromise<RedeemResult, { code: string }>(async ({ input }) => {
          consumed.push(input.code);
          if (refusal) throw refusal;
          return SAMPLE_VIP_REDEEM;
        }),
      },
      actions: { reloadHistory: () => void reloads++ },
    }),
  ).start();
  return { actor, consumed, reloads: () => reloads, view: () => redeemView(actor.getSnapshot()) };
}

describe('issue 39: 兑换码 normalises the code and consumes it once', () => {
  test('a code pasted with spaces, dashes and lower case is consumed normalised; the VIP end shows and the field empties', async () => {
    const { actor, consumed, reloads, view } = start();
    actor.send({ type: 'code.change', value: ' vip30 - demo\u3000' });
    expect(view().code).toBe(' VIP30 - DEMO\u3000');
    actor.send({ type: 'submit' });
    expect(view().kind).toBe('consuming');
    await waitFor(actor, (s) => s.matches('redeemed'));
    expect(consumed).toEqual(['VIP30DEMO']);
    expect(view()).toEqual({ kind: 'redeemed', code: '', error: '', result: SAMPLE_VIP_REDEEM });
    expect(reloads()).toBe(1);
  });

  test('a double tap on 兑换 redeems once', async () => {
    const { actor, consumed } = start();
    actor.send({ type: 'code.change', value: 'VIP30-DEMO' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('redeemed'));
    expect(consumed).toHaveLength(1);
  });

  test('a blank code (spaces and dashes only) is not sent', () => {
    const { actor, consumed, view } = start();
    actor.send({ type: 'code.change', value: ' - ' });
    actor.send({ type: 'submit' });
    expect(view().kind).toBe('editing');
    expect(consumed).toEqual([]);
  });

  test.each(['兑换码已被使用', '兑换码已过期', '兑换码不存在，请核对后重新输入'])(
    'a refused code (%s) says why and keeps the text; typing clears the message',
    async (reason) => {
      const { actor, reloads, view } = start(new Error(reason));
      actor.send({ type: 'code.change', value: 'used-demo' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (s) => s.context.error !== '');
      expect(view()).toEqual({ kind: 'editing', code: 'USED-DEMO', error: reason, result: null });
      expect(reloads()).toBe(0);
      actor.send({ type: 'code.change', value: 'used-dem' });
      expect(view().error).toBe('');
    },
  );

  test('a client message becomes a Chinese one', async () => {
    const { actor, view } = start(new Error('Network Error'));
    actor.send({ type: 'code.change', value: 'VIP30-DEMO' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.error !== '');
    expect(view().error).toBe(REDEEM_FAILED_TEXT);
  });

  test('what a code gave stays while the next is typed, and goes when the next is redeemed', async () => {
    const { actor, view } = start();
    actor.send({ type: 'code.change', value: 'VIP30-DEMO' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('redeemed'));
    actor.send({ type: 'code.change', value: 'BOOK3-DEMO' });
    expect(view()).toMatchObject({ kind: 'editing', result: SAMPLE_VIP_REDEEM });
    actor.send({ type: 'submit' });
    expect(view()).toMatchObject({ kind: 'consuming', result: null });
  });

  test('with no consume provided, it fails loudly instead of pretending', async () => {
    const actor = createActor(redeemMachine).start();
    actor.send({ type: 'code.change', value: 'VIP30-DEMO' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('redeem: 未提供 "consumeCode" 副作用');
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('redeem'));
});
