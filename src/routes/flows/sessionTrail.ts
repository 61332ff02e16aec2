import { scrubReplacer } from '../../services/privacy';
import type { SessionLine } from './sessionLog';

/** The name of the trail's attachment, which `npm run drive -- --replay` takes. */
export const TRAIL_FILENAME = 'session-trail.jsonl';
/** The newest lines of the session a report is about. */
export const TRAIL_LINES = 50;
/** At most this many lines once widened to whole actors: an actor that alone would pass it is left out. */
export const TRAIL_MAX_LINES = 200;

function parse(raw: string): SessionLine | undefined {
  try {
    const line = JSON.parse(raw) as Partial<SessionLine> | null;
    return line && typeof line.actor === 'string' && (line.kind === 'start' || line.kind === 'event')
      ? (line as SessionLine)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The trail an error report carries (DESIGN §10): the last 50 lines of the session log, widened to whole actors (each
 * actor they name, from its start line, with its parents), so that `npm run drive -- --replay` takes it as it takes a
 * whole log and does not refuse it as cut. Newest actors first, up to 200 lines; every string scrubbed. Each line keeps
 * its number in its actor (`n`), and drops its number in the log (`seq`).
 */
export function sessionTrail(log: string, last = TRAIL_LINES, max = TRAIL_MAX_LINES): string {
  const lines = log.split('\n').flatMap((raw) => parse(raw) ?? []);
  const parentOf = new Map<string, string | null>();
  for (const line of lines) if (line.kind === 'start') parentOf.set(line.actor, line.parent);
  const count = new Map<string, number>();
  for (const line of lines) count.set(line.actor, (count.get(line.actor) ?? 0) + 1);

  const kept = new Set<string>();
  let size = 0;
  const newestFirst = [...new Set(lines.slice(-last).map((l) => l.actor))].reverse();
  for (const actor of newestFirst) {
    const family: string[] = [];
    for (let a: string | null | undefined = actor; a && !kept.has(a); a = parentOf.get(a)) family.push(a);
    // An actor whose start (or whose parent's) is no longer in the log cannot be replayed.
    if (family.some((a) => !parentOf.has(a))) continue;
    const added = family.reduce((sum, a) => sum + count.get(a)!, 0);
    if (size + added > max) continue;
    family.forEach((a) => kept.add(a));
    size += added;
  }
  // Whole actors, but not the whole log: the log's own numbers would show gaps where other actors were left out.
  const trail = lines
    .filter((line) => kept.has(line.actor))
    .map((line) => JSON.stringify({ ...line, seq: undefined }, scrubReplacer));
  return trail.length ? `${trail.join('\n')}\n` : '';
}
