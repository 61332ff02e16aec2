import type { SnapshotFrom } from 'xstate';
import { freeSeats, type Squad } from '../domain/squad';
import type { squadMachine } from './squad.machine';

/** The squad of the link as every loaded screen shows it. */
export interface SquadSummary {
  /** Whose members the page reads apart. */
  squadId: string;
  owner: Squad['owner'];
  capacity: number;
  /** Seats taken, the owner's included. */
  taken: number;
  freeSeats: number;
  /** ISO time the shared VIP ends, or null. */
  vipEndAt: string | null;
  /** A refusal or failure of the last action, in the backend's words; '' when none. */
  notice: string;
  /** An action is under way: buttons show it and ignore taps. */
  busy: boolean;
}

export type SquadView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'notFound'; inviteCode: string }
  /** Seats left: 加入小队 (sign-in first when signed out). */
  | ({ kind: 'open'; canJoin: boolean } & SquadSummary)
  | ({ kind: 'full' } & SquadSummary)
  /** The owner opened their own link: the codes to share. */
  | ({ kind: 'own'; codes: string[] } & SquadSummary)
  /** A member: the codes to share and 退出小队 behind a confirmation. */
  | ({ kind: 'member'; codes: string[]; confirmingExit: boolean; canExit: boolean } & SquadSummary)
  /** Already in another squad: exit that one first. */
  | ({ kind: 'elsewhere'; mySquadOwner: string; myCode: string } & SquadSummary);

/**
 * What the members list is read for: the squad and its seats taken, which a join or an exit changes; null until the
 * squad is known.
 */
export function squadMembersKey(view: SquadView): string | null {
  return 'squadId' in view ? `${view.squadId}:${view.taken}` : null;
}

export function squadView(snapshot: SnapshotFrom<typeof squadMachine>): SquadView {
  const { page, error, inviteCode } = snapshot.context;
  if (snapshot.hasTag('loading')) return { kind: 'loading' };
  if (snapshot.hasTag('error')) return { kind: 'failed', error };
  if (snapshot.matches('notFound') || !page?.squad) return { kind: 'notFound', inviteCode };
  const { squad, mine, codes } = page;
  const summary: SquadSummary = {
    squadId: squad.squad_id,
    owner: squad.owner,
    capacity: squad.capacity,
    taken: squad.member_count,
    freeSeats: freeSeats(squad),
    vipEndAt: squad.vip_end_at,
    notice: error,
    busy: snapshot.hasTag('busy'),
  };
  if (snapshot.matches('own')) return { kind: 'own', codes, ...summary };
  if (snapshot.hasTag('member'))
    return {
      kind: 'member',
      codes,
      confirmingExit: snapshot.hasTag('confirm'),
      canExit: snapshot.can({ type: 'squad.exit' }),
      ...summary,
    };
  if (snapshot.matches('elsewhere'))
    return { kind: 'elsewhere', mySquadOwner: mine?.squad?.owner.nickname ?? '', myCode: codes[0] ?? '', ...summary };
  if (snapshot.matches('full')) return { kind: 'full', ...summary };
  return { kind: 'open', canJoin: snapshot.can({ type: 'squad.join' }), ...summary };
}
