import { matchesState, type StateValue } from 'xstate';
/**
 * A recorded session of machine actors (issue: record and replay), one JSON object per line:
 * - `start`: an actor began, with its machine, its parent actor (null for a root), its input and first state;
 * - `event`: an event it received (a user's, or a service result such as `xstate.done.actor.loadSkus` with its
 *   output) and the state it reached.
 * `t` is milliseconds since the session began. `seq` numbers the lines of the whole log (from 1, across reloads) and
 * `n` those of each actor (its start is 0), so that a replay sees a line that is missing. An error report's trail,
 * which keeps whole actors only, drops `seq`. Errors are kept as `{ "$error": message }`, bigints as digits, tokens
 * as `[token]`.
 */

type Numbered = { t: number; seq?: number; n: number; actor: string };
export type SessionLine =
  | (Numbered & { kind: 'start'; machine: string; parent: string | null; input: unknown; state: unknown })
  | (Numbered & { kind: 'event'; event: { type: string }; state: unknown });

const ERROR_KEY = '$error';
/** A bug report goes to other people: a session token never goes into it. */
const REDACTED = '[token]';
const isToken = (key: string, value: unknown) =>
  typeof value === 'string' && value !== '' && (/^(token|authorization)$/i.test(key) || /^Bearer /.test(value));

/** A child's snapshot in an event (`xstate.snapshot.<id>`): read again with the methods guards call on it. */
function reviveSnapshot(value: { value: unknown; tags: string[] }) {
  return {
    ...value,
    hasTag: (tag: string) => value.tags.includes(tag),
    matches: (state: unknown) => matchesState(state as StateValue, value.value as StateValue),
  };
}

const isSnapshot = (value: object): value is { value: unknown; tags: string[]; status: string } =>
  'status' in value && 'value' in value && Array.isArray((value as { tags?: unknown }).tags);

/** Errors and bigints become JSON; functions and actor references, which cannot cross, are dropped. */
export function writeLine(line: SessionLine): string {
  return JSON.stringify(line, (key, value: unknown) => {
    if (isToken(key, value)) return REDACTED;
    if (value instanceof Error) return { [ERROR_KEY]: value.message };
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function') return undefined;
    if (value && typeof value === 'object' && 'sessionId' in value && 'send' in value) return undefined;
    return value;
  });
}

export class SessionLogError extends Error {
  override name = 'SessionLogError';
}

/** A line of a log with its number in the file, for messages that point at it. */
export interface NumberedLine {
  number: number;
  /** The line as written, to show where a log does not fit. */
  raw: string;
  line: SessionLine;
}

/** The lines of a log, with `{ "$error": … }` back as Errors; blank lines are skipped, anything else is refused. */
export function readLog(text: string): SessionLine[] {
  return readNumberedLog(text).map(({ line }) => line);
}

/** `readLog`, each line with its number in the file. */
export function readNumberedLog(text: string): NumberedLine[] {
  return text
    .split('\n')
    .map((raw, index) => ({ raw: raw.trim(), number: index + 1 }))
    .filter(({ raw }) => raw !== '')
    .map(({ raw, number }) => {
      let line: unknown;
      try {
        line = JSON.parse(raw, (_key, value: unknown) => {
          if (!value || typeof value !== 'object') return value;
          if (ERROR_KEY in value) return new Error(String((value as Record<string, unknown>)[ERROR_KEY]));
          return isSnapshot(value) ? reviveSnapshot(value) : value;
        });
      } catch {
        throw new SessionLogError(`line ${number}: not JSON`);
      }
      if (!isLine(line)) throw new SessionLogError(`line ${number}: not a numbered start or event line`);
      return { number, raw, line };
    });
}

function isLine(value: unknown): value is SessionLine {
  const line = value as Partial<Record<string, unknown>> | null;
  if (!line || typeof line.t !== 'number' || typeof line.actor !== 'string' || typeof line.n !== 'number') return false;
  if (line.seq !== undefined && typeof line.seq !== 'number') return false;
  if (line.kind === 'start') return typeof line.machine === 'string';
  return line.kind === 'event' && typeof (line.event as { type?: unknown } | undefined)?.type === 'string';
}
