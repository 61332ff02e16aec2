import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { encodeBookCode } from '../../lib/bookCode';
import type { BookLeaseInput } from '../../machines/bookLease.machine';
import { LeaseSheet } from '../../ui/study/LeaseSheet';
import { useBookLease } from './useBookLease';

/** A tap on 续租 / 租阅: `seq` counts the taps, so the same book asked twice is two requests. */
export interface LeaseAsk {
  bookId: string;
  withPlan: boolean;
  seq: number;
}

export interface LeaseFlowProps {
  ask: LeaseAsk | null;
  /** Back from the cashier with a lease order. */
  resume?: BookLeaseInput['resume'];
  onLeased: () => void;
}

/**
 * The lease sheet and its machine, in a chunk of their own: a screen loads them on the first 续租 or 租阅 tap (or on the
 * return from the cashier), not with its first paint. Each new `ask` starts a lease; one that is under way ignores it.
 */
export default function LeaseFlow({ ask, resume, onLeased }: LeaseFlowProps) {
  const navigate = useNavigate();
  const lease = useBookLease({ resume, navigate: (to) => void navigate(to, { replace: true }), onLeased });
  const { send } = lease;
  useEffect(() => {
    if (ask) send({ type: 'lease.start', bookId: ask.bookId, withPlan: ask.withPlan });
  }, [ask]); // eslint-disable-line react-hooks/exhaustive-deps -- once per tap
  return (
    <LeaseSheet
      view={lease.view}
      onConfirm={() => send({ type: 'lease.confirm' })}
      onCheck={() => send({ type: 'order.check' })}
      onClose={() => send({ type: 'close' })}
      onStudy={() => void navigate('/go/landing')}
      onOpenPlan={() => {
        const bookId = lease.view.kind === 'leased' ? lease.view.bookId : null;
        if (bookId) void navigate(`/me/plan/${encodeBookCode(bookId)}`);
      }}
    />
  );
}
