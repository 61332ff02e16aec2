import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { FLOWS_DIR, flowDocs } from '../../scripts/flows';
import { guardName, toMermaid } from '../../src/machines/flowChart';
import { machineRegistry } from '../../src/machines/registry';

describe('DESIGN §4 registry: committed flow charts are what the machines generate', () => {
  const expected = flowDocs();

  test('docs/flows holds one chart per registry machine and the README, nothing else (run npm run flows)', () => {
    const committed = existsSync(FLOWS_DIR)
      ? readdirSync(FLOWS_DIR)
          .filter((file) => file.endsWith('.md'))
          .sort()
      : [];
    expect(committed, 'docs/flows is out of date: run npm run flows').toEqual([...expected.keys()].sort());
    expect(machineRegistry.map((entry) => `${entry.name}.md`).every((file) => expected.has(file))).toBe(true);
  });

  test.each([...expected.keys()])('docs/flows/%s is up to date (run npm run flows)', (file) => {
    const path = join(FLOWS_DIR, file);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    expect(committed, `docs/flows/${file} differs from the machines: run npm run flows`).toBe(expected.get(file));
  });

  test('the README links every chart', () => {
    const readme = expected.get('README.md') ?? '';
    for (const { name } of machineRegistry) expect(readme).toContain(`(${name}.md)`);
  });

  test.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: every state node and every transition is in its chart',
    (_, entry) => {
      const chart = toMermaid(entry.machine);
      expect(chart.startsWith('stateDiagram-v2\n')).toBe(true);
      const ids = (node: { id: string; states: Record<string, unknown> }): string[] => [
        node.id,
        ...Object.values(node.states).flatMap((child) => ids(child as typeof node)),
      ];
      const stateIds = ids(entry.machine.root);
      for (const id of stateIds) expect(chart).toMatch(new RegExp(`as ${id.replace(/\W/g, '_')}\\n`));
      // Mermaid's state grammar takes no ':', ';' or '#' inside an edge label.
      for (const line of chart.split('\n').filter((l) => l.includes(' : '))) {
        expect(line.split(' : ').slice(1).join(' : '), line).not.toMatch(/[:;#]/);
      }
    },
  );
});

describe('DESIGN §4 registry: toMermaid', () => {
  const tiny = setup({
    types: { events: {} as { type: 'go' } | { type: 'poke' } | { type: 'stop' } },
    actors: { load: fromPromise(async () => 1) },
    guards: { ready: () => true, allowed: () => true },
    delays: { pause: 300 },
  }).createMachine({
    id: 'tiny',
    initial: 'idle',
    states: {
      idle: {
        on: {
          go: { guard: 'ready', target: 'busy' },
          poke: { actions: () => {} },
        },
      },
      busy: {
        type: 'parallel',
        on: { stop: { guard: and(['ready', not('allowed')]), target: 'done' } },
        states: {
          left: {
            initial: 'waiting',
            states: {
              waiting: {
                after: { pause: 'loading', 1500: { target: 'loading', guard: stateIn('#tiny.busy.right.on') } },
              },
              loading: { invoke: { id: 'load', src: 'load', onDone: 'waiting', onError: 'failed' } },
              failed: {},
            },
          },
          right: {
            initial: 'on',
            states: { on: { always: { guard: 'allowed', target: 'off' } }, off: {} },
          },
        },
      },
      done: { type: 'final' },
    },
  });

  const chart = toMermaid(tiny);

  test('is a stateDiagram-v2 whose machine is one composite state with nested blocks', () => {
    expect(chart).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> tiny\n {2}state "tiny" as tiny\n {2}state tiny \{\n/);
    expect(chart).toContain('    state "busy" as tiny_busy\n    state tiny_busy {\n');
    expect(chart).toContain('      state tiny_busy_left {\n        [*] --> tiny_busy_left_waiting\n');
  });

  test('separates the regions of a parallel state with --', () => {
    const busy = chart.slice(chart.indexOf('state tiny_busy {'));
    expect(busy).toMatch(/state "left" as tiny_busy_left[\s\S]*\n {6}--\n {6}state "right" as tiny_busy_right/);
    expect(chart.match(/^\s*--$/gm)).toHaveLength(1);
  });

  test('marks initial and final states', () => {
    expect(chart).toContain('    [*] --> tiny_idle\n');
    expect(chart).toContain('        [*] --> tiny_busy_right_on\n');
    expect(chart).toContain('    tiny_done --> [*]\n');
  });

  test('labels transitions with events, guards, delays, always, invoke outcomes and targetless self-loops', () => {
    const edges = chart
      .split('\n')
      .filter((line) => line.includes('-->') && line.includes(' : '))
      .map((line) => line.trim());
    expect(edges).toEqual([
      'tiny_idle --> tiny_busy : go [ready]',
      'tiny_idle --> tiny_idle : poke (no target)',
      // Object keys: integer-like keys come first.
      'tiny_busy_left_waiting --> tiny_busy_left_loading : after 1500ms [in(tiny.busy.right.on)]',
      'tiny_busy_left_waiting --> tiny_busy_left_loading : after pause (300ms)',
      'tiny_busy_left_loading --> tiny_busy_left_waiting : done(load)',
      'tiny_busy_left_loading --> tiny_busy_left_failed : error(load)',
      'tiny_busy_right_on --> tiny_busy_right_off : always [allowed]',
      'tiny_busy --> tiny_done : stop [and(ready, not(allowed))]',
    ]);
  });

  test('is deterministic', () => {
    expect(toMermaid(tiny)).toBe(chart);
  });

  test('names inline guards "inline"', () => {
    expect(guardName(() => true)).toBe('inline');
    expect(guardName({ type: 'codeSent', params: {} })).toBe('codeSent');
  });
});
