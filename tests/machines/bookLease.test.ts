import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LeaseTerms } from '../../src/domain/lease';
import type { Order } from '../../src/domain/order';
import { bookLeaseMachine, type BookLeaseInput, type LeaseRequest } from '../../src/machines/bookLease.machine';
import { LEASE_SAMPLES } from '../../src/machines/bookLease.model';
import { bookLeaseView } from '../../src/machines/bookLease.view';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';
import { ORDER_ID, orderFor, providePayment, type PaymentFakes } from './paymentFakes';

const { TERMS, FREE_TERMS, REFUSED_TERMS, leaseOrder } = LEASE_SAMPLES;

interface Fakes extends PaymentFakes {
  requireLogin?: () => Promise<void>;
  loadTerms?: () => Promise<LeaseTerms>;
  leaseFree?: (request: LeaseRequest) => Promise<Order>;
}

function startLease(input: BookLeaseInput = { channel: 'ALIPAY' }, fakes: Fakes = {}) {
  const requireLogin = vi.fn(fakes.requireLogin ?? (async () => {}));
  const loadTerms = vi.fn(fakes.loadTerms ?? (async () => TERMS));
  const leaseFree = vi.fn(fakes.leaseFree ?? (async () => leaseOrder('PAID')));
  const payment = providePayment(fakes);
  const actor = createActor(
    bookLeaseMachine.provide({
      actors: {
        requireLogin: fromPromise<void>(() => requireLogin()),
        loadTerms: fromPromise<LeaseTerms, { bookId: string }>(() => loadTerms()),
        leaseFree: fromPromise<Order, LeaseRequest>(({ input }) => leaseFree(input)),
        payment: payment.machine,
      },
      actions: { leaseChanged: () => payment.effects.push(['leaseChanged']) },
    }),
    { input },
  ).start();
  const view = () => bookLeaseView(actor.getSnapshot());
  return { ...payment, actor, view, requireLogin, loadTerms, leaseFree };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('issue 学习 §3: 续租 and 租借并生成学习计划 on the bookLease machine', () => {
  test('续租 signs in, reads the terms and shows the price and the new end date before anything is charged', async () => {
    const { actor, view, createOrder } = startLease();
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    expect(view()).toEqual({ kind: 'idle', busy: true, bookId: '7' });
    await settle();
    expect(view()).toEqual({
      kind: 'confirm',
      term: {
        title: '药理学速记',
        days: 30,
        price: 1000,
        regularPrice: 1000,
        renewal: true,
        withPlan: false,
        endsOn: '2026-12-23',
      },
    });
    expect(createOrder).not.toHaveBeenCalled();
  });

  test('a paid term goes through the payment machine with a lease order that returns to 我的书架', async () => {
    const { actor, view, createOrder, effects } = startLease();
    actor.send({ type: 'lease.start', bookId: '7', withPlan: true });
    await settle();
    actor.send({ type: 'lease.confirm' });
    await settle();
    expect(createOrder).toHaveBeenCalledWith({ kind: 'lease', bookId: '7', withPlan: true });
    expect(effects).toContainEqual([
      'persistPendingOrder',
      { orderId: ORDER_ID, isGift: false, bookId: '7', lease: true },
    ]);
    expect(view()).toMatchObject({ kind: 'leased', term: { withPlan: true } });
    expect(effects).toContainEqual(['leaseChanged']);
  });

  test('one order per double tap: a second 确认 while the first runs sends nothing', async () => {
    const { actor, createOrder, pay } = startLease();
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    await settle();
    actor.send({ type: 'lease.confirm' });
    actor.send({ type: 'lease.confirm' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(1);
  });

  test('a VIP’s free term is leased at once, without the cashier', async () => {
    const { actor, view, leaseFree, createOrder, effects } = startLease(
      { channel: 'ALIPAY' },
      { loadTerms: async () => FREE_TERMS },
    );
    actor.send({ type: 'lease.start', bookId: '7', withPlan: true });
    await settle();
    actor.send({ type: 'lease.confirm' });
    expect(view()).toMatchObject({ kind: 'progress', payment: null });
    await settle();
    expect(leaseFree).toHaveBeenCalledWith({ bookId: '7', withPlan: true });
    expect(createOrder).not.toHaveBeenCalled();
    expect(view().kind).toBe('leased');
    expect(effects).toEqual([['leaseChanged']]);
  });

  test('a term no longer free (the VIP ended meanwhile) pays the order the backend made, never a second one', async () => {
    const { actor, view, createOrder, pay } = startLease(
      { channel: 'ALIPAY' },
      { loadTerms: async () => FREE_TERMS, leaseFree: async () => ({ ...leaseOrder('PENDING'), order_id: ORDER_ID }) },
    );
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    await settle();
    actor.send({ type: 'lease.confirm' });
    await settle();
    expect(createOrder).not.toHaveBeenCalled();
    expect(pay).toHaveBeenCalledWith({ orderId: ORDER_ID, channel: 'ALIPAY' });
    expect(view().kind).toBe('leased');
  });

  test('terms the backend refuses say why and charge nothing', async () => {
    const { actor, view, createOrder } = startLease({ channel: 'ALIPAY' }, { loadTerms: async () => REFUSED_TERMS });
    actor.send({ type: 'lease.start', bookId: '2', withPlan: false });
    await settle();
    expect(view()).toEqual({ kind: 'failed', reason: '租期最多续到90天后，请临近到期再续租' });
    expect(createOrder).not.toHaveBeenCalled();
    actor.send({ type: 'close' });
    expect(view()).toEqual({ kind: 'idle', busy: false, bookId: '2' });
  });

  test('a closed login dialog goes back without an error', async () => {
    const { actor, view } = startLease(
      { channel: 'ALIPAY' },
      { requireLogin: () => Promise.reject(new Error('取消登录')) },
    );
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    await settle();
    expect(view()).toEqual({ kind: 'idle', busy: false, bookId: '7' });
  });

  test('a cancelled payment keeps the order: 继续支付 pays the same order', async () => {
    const { actor, view, createOrder, pay } = startLease({ channel: 'ALIPAY' }, { pay: async () => 'cancel' });
    actor.send({ type: 'lease.start', bookId: '7', withPlan: false });
    await settle();
    actor.send({ type: 'lease.confirm' });
    await settle();
    expect(view()).toEqual({ kind: 'cancelled' });
    actor.send({ type: 'lease.confirm' });
    await settle();
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(2);
  });

  test('back from the cashier on 我的书架, the lease order is confirmed with the server before it says leased', async () => {
    const { view, queryOrder, createOrder, effects } = startLease({
      channel: 'ALIPAY',
      resume: { orderId: ORDER_ID, bookId: '7', confirm: 'patient' },
    });
    expect(view()).toMatchObject({ kind: 'progress', payment: { kind: 'confirming' } });
    await settle();
    expect(queryOrder).toHaveBeenCalledWith({ orderId: ORDER_ID });
    expect(createOrder).not.toHaveBeenCalled();
    expect(view().kind).toBe('leased');
    expect(effects).toContainEqual(['leaseChanged']);
  });

  test('still unpaid after every query: unknown, and 我已完成支付 checks the same order again', async () => {
    const { actor, view, queryOrder } = startLease(
      { channel: 'ALIPAY', resume: { orderId: ORDER_ID, bookId: '7', confirm: 'patient' } },
      { queryOrder: async () => orderFor('PENDING') },
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(view()).toEqual({ kind: 'unknown', otherAccount: false });
    const before = queryOrder.mock.calls.length;
    actor.send({ type: 'order.check' });
    await settle();
    expect(queryOrder.mock.calls.length).toBeGreaterThan(before);
  });

  test('its model reaches every state and transition', () => expectRegistryModelCovered('bookLease'));
});
