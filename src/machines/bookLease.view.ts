import type { SnapshotFrom } from 'xstate';
import type { LeaseTermSummary } from '../domain/lease';
import { chinaDate } from '../lib/studyDates';
import type { bookLeaseMachine } from './bookLease.machine';
import type { paymentMachine } from './payment.machine';
import { paymentView, type PaymentView } from './payment.view';

/** What the lease sheet shows, from the lease snapshot alone (DESIGN §4). */
export type BookLeaseView =
  /** No sheet; `busy` while signing in or reading the terms, with the book it is for. */
  | { kind: 'idle'; busy: boolean; bookId: string | null }
  | { kind: 'confirm'; term: LeaseTermSummary }
  | { kind: 'progress'; term: LeaseTermSummary | null; payment: Exclude<PaymentView, { kind: 'ended' }> | null }
  | { kind: 'leased'; term: LeaseTermSummary | null; bookId: string | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  /** `otherAccount`: another account is signed in now, so the order could not be read. */
  | { kind: 'unknown'; otherAccount: boolean };

export function bookLeaseView(snapshot: SnapshotFrom<typeof bookLeaseMachine>): BookLeaseView {
  const { context } = snapshot;
  const terms = context.terms;
  const term: LeaseTermSummary | null = terms && {
    title: terms.title,
    days: terms.lease_days,
    price: terms.price,
    regularPrice: terms.regular_price,
    renewal: terms.renewal,
    withPlan: context.withPlan,
    endsOn: chinaDate(Date.parse(terms.ends_at)),
  };
  if (snapshot.matches('paying')) {
    const child = snapshot.children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
    const payment = child ? paymentView(child) : ({ kind: 'creating' } as const);
    return {
      kind: 'progress',
      term,
      payment: payment.kind === 'ended' ? { kind: 'confirming', attempt: 1, maxAttempts: 1 } : payment,
    };
  }
  if (snapshot.matches('leasing')) return { kind: 'progress', term, payment: null };
  if (snapshot.matches('confirming') && term) return { kind: 'confirm', term };
  if (snapshot.matches('leased')) return { kind: 'leased', term, bookId: context.bookId };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled' };
  if (snapshot.matches('failed')) return { kind: 'failed', reason: context.reason };
  if (snapshot.matches('unknown')) return { kind: 'unknown', otherAccount: snapshot.context.otherAccount };
  return { kind: 'idle', busy: snapshot.hasTag('busy'), bookId: context.bookId };
}
