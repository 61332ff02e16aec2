/** One line of a drive script: an event (optionally with an expectation), an expectation, a wait or a reload. */
export type StateValueLike = string | { [key: string]: StateValueLike };

export type Step =
  | { kind: 'event'; line: number; event: { type: string; [key: string]: unknown }; expect?: StateValueLike }
  | { kind: 'expect'; line: number; expect: StateValueLike }
  | { kind: 'wait'; line: number; ms: number; expect?: StateValueLike }
  | { kind: 'reload'; line: number; expect?: StateValueLike };

export class ScriptError extends Error {}

function isStateValue(value: unknown): value is StateValueLike {
  if (typeof value === 'string') return value !== '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(isStateValue);
}

/** Parses the lines; blank lines and lines starting with # are skipped. Throws ScriptError naming the line. */
export function parseScript(lines: readonly string[]): Step[] {
  const steps: Step[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ScriptError(`line ${line}: not JSON: ${text}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ScriptError(`line ${line}: expected a JSON object`);
    const { expect, wait, reload, ...rest } = value as Record<string, unknown>;
    if (expect !== undefined && !isStateValue(expect)) {
      throw new ScriptError(`line ${line}: "expect" must be a state value such as "paid" or {"confirming":"waiting"}`);
    }
    const expectation = expect === undefined ? {} : { expect: expect as StateValueLike };
    if (wait !== undefined) {
      if (typeof wait !== 'number' || !Number.isFinite(wait) || wait < 0)
        throw new ScriptError(`line ${line}: "wait" must be milliseconds`);
      if (Object.keys(rest).length > 0)
        throw new ScriptError(`line ${line}: a wait line takes only "wait" and "expect"`);
      steps.push({ kind: 'wait', line, ms: wait, ...expectation });
      return;
    }
    if (reload !== undefined) {
      if (reload !== true || Object.keys(rest).length > 0)
        throw new ScriptError(`line ${line}: write {"reload": true}`);
      steps.push({ kind: 'reload', line, ...expectation });
      return;
    }
    if (rest.type === undefined) {
      if (expect === undefined || Object.keys(rest).length > 0)
        throw new ScriptError(`line ${line}: an event needs a "type"`);
      steps.push({ kind: 'expect', line, expect: expect as StateValueLike });
      return;
    }
    if (typeof rest.type !== 'string' || rest.type === '')
      throw new ScriptError(`line ${line}: "type" must be a string`);
    steps.push({ kind: 'event', line, event: rest as { type: string; [key: string]: unknown }, ...expectation });
  });
  return steps;
}

/** Replaces every placeholder inside any string value, however deep. */
export function fillPlaceholders(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') {
    const names = Object.keys(values).sort((a, b) => b.length - a.length);
    return names.reduce((text, name) => text.split(name).join(values[name]), value);
  }
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)]));
  }
  return value;
}

/** The placeholders a value uses, so the driver obtains only those (e.g. signs in only for "$token"). */
export function placeholdersIn(value: unknown, names: readonly string[]): string[] {
  const text = JSON.stringify(value) ?? '';
  return names.filter((name) => text.includes(name));
}
