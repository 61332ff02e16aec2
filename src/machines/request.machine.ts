import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';

export interface RequestContext {
  /** What the last successful run answered. */
  result: unknown;
  /** The last failure's message, shown where the action is. */
  error: string;
}

export type RequestEvent = { type: 'run'; payload?: unknown } | { type: 'reset' };

const messageOf = (error: unknown) => errorMessage(error, '操作失败，请重试');

/**
 * One user action against the backend (redeem a code, exchange wallet days, cancel an agreement,
 * claim a gift, load a panel): idle → running → succeeded or failed. A run is not accepted while one
 * is under way, so a double tap sends one request.
 *
 * Views read it through its selector, `requestView` (request.view.ts), which `useRequest` applies; the route
 * provides `perform` (its input is the `run` event's payload) and may provide `succeeded` to react to a result.
 */
export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    perform: fromPromise<unknown, unknown>(notProvidedIn('request')('perform')),
  },
  actions: {
    succeeded: requiredActionIn('request')<{ result: unknown }>('succeeded'),
    keepResult: assign({ result: (_, params: { result: unknown }) => params.result, error: '' }),
    keepError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: '' }),
  },
}).createMachine({
  id: 'request',
  context: { result: undefined, error: '' },
  initial: 'idle',
  states: {
    idle: { on: { run: 'running' } },
    running: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ event }: { event: RequestEvent }) => {
          assertEvent(event, 'run');
          return event.payload;
        },
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: { on: { run: 'running', reset: 'idle' } },
    failed: { tags: 'error', on: { run: 'running', reset: { target: 'idle', actions: 'clearError' } } },
  },
});
