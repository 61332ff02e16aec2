import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REFUND_TEXT, refundMachine, type RefundStatus } from '../../src/machines/refund.machine';
import { SAMPLE_REFUND_ORDER } from '../../src/machines/refund.model';
import { refundView } from '../../src/machines/refund.view';
import { expectRegistryModelCovered } from './modelPaths';

const ID = SAMPLE_REFUND_ORDER.orderId;

/** 申请退款 with a fake backend: the refund answers `answer`, and each read gives the next of `reads` (then 已退款). */
function start(answer: RefundStatus['status'] | Error, reads: Array<RefundStatus['status'] | Error> = []) {
  const requests: string[] = [];
  const shown: RefundStatus[] = [];
  const notices: string[] = [];
  const settle = (status: RefundStatus['status'] | Error) => {
    if (status instanceof Error) throw status;
    return { orderId: ID, status };
  };
  const actor = createActor(
    refundMachine.provide({
      actors: {
        requestRefund: fromPromise<RefundStatus, { orderId: string }>(async ({ input }) => {
          requests.push(input.orderId);
          return settle(answer);
        }),
        readStatus: fromPromise<RefundStatus, { orderId: string }>(async () => settle(reads.shift() ?? 'REFUNDED')),
      },
      actions: {
        showStatus: (_, { status }) => shown.push(status),
        notify: (_, { message }) => notices.push(message),
      },
    }),
  ).start();
  return { actor, requests, shown, notices, view: () => refundView(actor.getSnapshot()) };
}

describe('issue 39: 申请退款 confirms the amount, sends once, and reads 退款中 until 已退款', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('申请退款 opens a confirmation with the order and its amount; 再想想 leaves it without a request', () => {
    const { actor, requests, view } = start('REFUNDED');
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    expect(view()).toEqual({ kind: 'confirming', order: SAMPLE_REFUND_ORDER, error: '' });
    actor.send({ type: 'cancel' });
    expect(view()).toEqual({ kind: 'idle', order: null, error: '' });
    expect(requests).toEqual([]);
  });

  test('a double tap on 确定退款 sends one refund; refunded at once it reads 已退款', async () => {
    const { actor, requests, shown, notices, view } = start('REFUNDED');
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    expect(view().kind).toBe('requesting');
    await vi.waitFor(() => expect(view().kind).toBe('done'));
    expect(requests).toEqual([ID]);
    expect(shown).toEqual([{ orderId: ID, status: 'REFUNDED' }]);
    expect(notices).toEqual([REFUND_TEXT.refunded]);
  });

  test('while the refund is sent, 再想想 and another order do not interrupt it', async () => {
    const { actor, view } = start('REFUNDED');
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'open', order: { ...SAMPLE_REFUND_ORDER, orderId: '2' } });
    expect(view()).toMatchObject({ kind: 'requesting', order: SAMPLE_REFUND_ORDER });
    await vi.waitFor(() => expect(view().kind).toBe('done'));
  });

  test('退款中 reads the order every refundPoll until it reads 已退款; a failed read waits and reads again', async () => {
    const { actor, shown, notices, view } = start('REFUNDING', ['REFUNDING', new Error('网络异常'), 'REFUNDED']);
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(view().kind).toBe('refunding'));
    expect(shown).toEqual([{ orderId: ID, status: 'REFUNDING' }]);
    expect(notices).toEqual([REFUND_TEXT.requested]);
    for (let read = 0; read < 2; read++) await vi.advanceTimersByTimeAsync(1500);
    expect(view().kind).toBe('refunding');
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(view().kind).toBe('done'));
    expect(shown).toEqual([
      { orderId: ID, status: 'REFUNDING' },
      { orderId: ID, status: 'REFUNDED' },
    ]);
    expect(notices).toEqual([REFUND_TEXT.requested, REFUND_TEXT.refunded]);
  });

  test('a refused refund says why in the confirmation and keeps the order; a client message becomes a Chinese one', async () => {
    const refused = start(new Error('会员天数已开始使用，不能退款'));
    refused.actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    refused.actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(refused.view().error).not.toBe(''));
    expect(refused.view()).toEqual({
      kind: 'confirming',
      order: SAMPLE_REFUND_ORDER,
      error: '会员天数已开始使用，不能退款',
    });
    expect(refused.shown).toEqual([]);
    const lost = start(new Error('Network Error'));
    lost.actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    lost.actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(lost.view().error).toBe(REFUND_TEXT.failed));
  });

  test('after a refund, another order’s 申请退款 opens its own confirmation', async () => {
    const { actor, view } = start('REFUNDED');
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(view().kind).toBe('done'));
    const next = { ...SAMPLE_REFUND_ORDER, orderId: '2', title: '季度会员' };
    actor.send({ type: 'open', order: next });
    expect(view()).toEqual({ kind: 'confirming', order: next, error: '' });
  });

  test('with no refund provided, it fails loudly instead of pretending', async () => {
    vi.useRealTimers();
    const actor = createActor(refundMachine).start();
    actor.send({ type: 'open', order: SAMPLE_REFUND_ORDER });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('refund: 未提供 "requestRefund" 副作用');
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('refund'));
});
