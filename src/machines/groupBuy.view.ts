import type { SnapshotFrom } from 'xstate';
import { groupStanding, type Cancellable, type GroupBuyPage, type GroupStanding } from '../domain/groupBuy';
import type { groupBuyMachine } from './groupBuy.machine';
import type { paymentMachine } from './payment.machine';
import { paymentView, type PaymentView } from './payment.view';

export type GroupDialog =
  | { kind: 'confirmCancel'; leader: boolean }
  | { kind: 'cannotCancel'; reason: Exclude<Cancellable, 'CANCELABLE'> }
  | { kind: 'confirmComplete'; passTimes: number };

/** What every group-buy screen shows once the page is read. */
export interface GroupScreen extends GroupBuyPage {
  /** An action or a quiet re-read is under way: buttons show it and ignore taps. */
  busy: boolean;
  /** The last refusal or outcome, in the backend's words; '' when none. */
  notice: string;
  /** The payment under way, or null. */
  payment: Exclude<PaymentView, { kind: 'ended' }> | null;
  dialog: GroupDialog | null;
}

export type GroupBuyView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'notFound' }
  /** Where the user stands in the group on screen; `cancelled`: I just left it; `noFreeTimes`: a free entry was refused. */
  | ({ kind: GroupStanding | 'cancelled' | 'noFreeTimes' } & GroupScreen);

const EMPTY: GroupBuyPage = { config: null, group: null, openGroups: [], freeTimes: 0, passTimes: 0 };

function dialogOf(snapshot: SnapshotFrom<typeof groupBuyMachine>): GroupDialog | null {
  const { blocked, page } = snapshot.context;
  if (snapshot.matches({ live: { role: 'confirmingCancel' } }))
    return { kind: 'confirmCancel', leader: page?.group?.my_role === 'LEADER' };
  if (snapshot.matches({ live: { role: 'cannotCancel' } }) && blocked) return { kind: 'cannotCancel', reason: blocked };
  if (snapshot.matches({ live: { role: 'confirmingComplete' } }))
    return { kind: 'confirmComplete', passTimes: page?.passTimes ?? 0 };
  return null;
}

function paymentOf(snapshot: SnapshotFrom<typeof groupBuyMachine>): GroupScreen['payment'] {
  if (!snapshot.matches('paying')) return null;
  const child = snapshot.children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
  const payment = child ? paymentView(child) : ({ kind: 'creating' } as const);
  return payment.kind === 'ended' ? { kind: 'confirming', attempt: 1, maxAttempts: 1 } : payment;
}

export function groupBuyView(snapshot: SnapshotFrom<typeof groupBuyMachine>): GroupBuyView {
  const { page, notice } = snapshot.context;
  if (snapshot.matches('failed')) return { kind: 'failed', error: notice };
  if (snapshot.matches('notFound')) return { kind: 'notFound' };
  if (!page && !snapshot.matches('paying')) return { kind: 'loading' };
  const shown = page ?? EMPTY;
  const screen: GroupScreen = {
    ...shown,
    busy: snapshot.hasTag('busy'),
    notice,
    payment: paymentOf(snapshot),
    dialog: dialogOf(snapshot),
  };
  if (snapshot.matches('cancelled')) return { kind: 'cancelled', ...screen };
  if (snapshot.matches('noFreeTimes')) return { kind: 'noFreeTimes', ...screen };
  return { kind: groupStanding(shown), ...screen };
}
