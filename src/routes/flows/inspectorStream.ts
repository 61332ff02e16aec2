import { createMachine, type AnyStateMachine } from 'xstate';
import type { LiveActor } from './liveActor';

/**
 * The actors of an @statelyai/inspect stream (issue: flows without stately.ai): what an app tab's browser inspector
 * posts to the /__flows window it opened, or what a `npm run drive -- --watch` run sends over its WebSocket relay.
 * They are known only by those events: `@xstate.actor` (name, parent, snapshot, and the machine's config as JSON),
 * then `@xstate.snapshot` for each change.
 */

/** One event of the stream, as the package serializes it. */
export interface StreamEvent {
  type: string;
  sessionId: string;
  _version: string;
  createdAt?: string;
  name?: string;
  parentId?: string;
  definition?: string;
  snapshot?: { value?: unknown; status?: string; context?: unknown };
  event?: { type: string };
}

/** A machine the viewer does not know, drawn from the definition that came with its actor. */
export interface DrawnMachine {
  name: string;
  description: string;
  machine: AnyStateMachine;
}

export const DRAWN_DESCRIPTION = '由检查器发来的定义绘制（不在本应用的状态机列表中）';

const isStreamEvent = (value: unknown): value is StreamEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StreamEvent).type === 'string' &&
  typeof (value as StreamEvent).sessionId === 'string' &&
  typeof (value as StreamEvent)._version === 'string';

/** The machine config of an `@xstate.actor` event, when it is a state machine's (a promise actor's is only `{id}`). */
function machineConfigOf(definition: string | undefined): { id: string; states: object } | undefined {
  try {
    const config = JSON.parse(definition ?? '') as { id?: unknown; states?: unknown };
    return typeof config.id === 'string' && typeof config.states === 'object' && config.states !== null
      ? (config as { id: string; states: object })
      : undefined;
  } catch {
    return undefined;
  }
}

export function createStreamedActors(changed: () => void) {
  const actors = new Map<string, LiveActor>();
  const drawn = new Map<string, DrawnMachine>();
  /**
   * Draws the machine of an actor from its definition (the viewer prefers the registry's own for a machine it lists);
   * a definition that xstate refuses is not drawn. The registry is not imported here: this module is in the graph of
   * every screen's actors, where importing it would bundle every machine with each.
   */
  function draw(config: { id: string; states: object }) {
    if (drawn.has(config.id)) return;
    try {
      drawn.set(config.id, {
        name: config.id,
        description: DRAWN_DESCRIPTION,
        machine: createMachine(config as Parameters<typeof createMachine>[0]),
      });
    } catch {
      // Its actors are still listed, without a chart.
    }
  }

  return {
    /** Takes one message of the stream; anything else is ignored. */
    receive(message: unknown) {
      if (!isStreamEvent(message)) return;
      const now = Number(message.createdAt) || Date.now();
      if (message.type === '@xstate.actor') {
        const config = machineConfigOf(message.definition);
        if (config) draw(config);
        actors.set(message.sessionId, {
          sessionId: message.sessionId,
          id: message.name ?? message.sessionId,
          machineId: config?.id,
          parentId: message.parentId,
          snapshot: message.snapshot,
          createdAt: now,
          updatedAt: now,
        });
      } else if (message.type === '@xstate.snapshot') {
        const actor = actors.get(message.sessionId);
        if (!actor) return;
        actor.snapshot = message.snapshot;
        actor.updatedAt = now;
        actor.lastEvent = message.event?.type;
      } else return;
      changed();
    },
    actors: () => [...actors.values()],
    /** The machines drawn from definitions, in the order they arrived. */
    machines: () => [...drawn.values()],
  };
}
