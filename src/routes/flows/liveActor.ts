import type { AnyActorRef } from 'xstate';

/** One actor the flows viewer shows: of this tab, of another tab, or of an inspector stream. */
export interface LiveActor {
  sessionId: string;
  /** The actor's id (its invoke id, or the session id for a root actor). */
  id: string;
  /** The root state node id of its logic when it is a state machine, e.g. `vipPurchase`. */
  machineId?: string;
  /** Absent for an actor of another tab, which is known only by what that tab published. */
  ref?: AnyActorRef;
  /** The parent's session id, for an actor known from an inspector stream. */
  parentId?: string;
  snapshot: unknown;
  createdAt: number;
  updatedAt: number;
  /** The last event it received. */
  lastEvent?: string;
}
