import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { requestMachine } from '../machines/request.machine';
import { requestView, type RequestView } from '../machines/request.view';
import { userMessage } from '../services/http/errors';
import { useArrivingView } from './useMachineView';
import { useLatest, useScreenActor } from './useScreenActor';

/**
 * A one-shot backend action run by requestMachine: `run` is ignored while one is under way, and the
 * failure's message (the server's reason when it gave one) stays for the view.
 */
export function useRequest<P, R>(perform: (payload: P) => Promise<R>, onSuccess?: (result: R) => void) {
  const latest = useLatest({ perform, onSuccess });
  const actor = useScreenActor(() => ({
    logic: requestMachine.provide({
      actors: {
        perform: fromPromise<unknown, unknown>(async ({ input }) => {
          try {
            return await latest.current.perform(input as P);
          } catch (error) {
            throw new Error(userMessage(error), { cause: error });
          }
        }),
      },
      actions: { succeeded: (_, { result }) => latest.current.onSuccess?.(result as R) },
    }),
  }));
  const view = useArrivingView(actor, requestView<R>) as RequestView<R>;
  // Stable for the actor's life, so an effect can list them.
  const run = useCallback((payload: P) => actor.send({ type: 'run', payload }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'reset' }), [actor]);
  return {
    run,
    reset,
    busy: view.kind === 'running',
    error: view.kind === 'failed' ? view.error : '',
    result: view.result,
    done: view.kind === 'succeeded',
  };
}
