import type { SnapshotFrom } from 'xstate';
import type { requestMachine } from './request.machine';

/**
 * One backend action as the screen shows it: not run, running (taps ignored), done, or failed with its message.
 * `result` is the last successful answer, kept while a new run is under way so nothing flashes empty.
 */
export type RequestView<R> =
  | { kind: 'idle' | 'running' | 'succeeded'; result: R | undefined }
  | { kind: 'failed'; error: string; result: R | undefined };

export function requestView<R>(snapshot: SnapshotFrom<typeof requestMachine>): RequestView<R> {
  const result = snapshot.context.result as R | undefined;
  if (snapshot.hasTag('busy')) return { kind: 'running', result };
  if (snapshot.hasTag('error')) return { kind: 'failed', error: snapshot.context.error, result };
  return { kind: snapshot.matches('succeeded') ? 'succeeded' : 'idle', result };
}
