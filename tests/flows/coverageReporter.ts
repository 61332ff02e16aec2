import type { Reporter, TestModule } from 'vitest/node';

/** What tests/flows/coverage.test.ts records for each machine. */
export interface FlowCoverage {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
}

declare module 'vitest' {
  interface TaskMeta {
    flowCoverage?: FlowCoverage;
  }
}

const percent = ({ states, transitions }: FlowCoverage) =>
  (((states.covered + transitions.covered) / Math.max(1, states.total + transitions.total)) * 100).toFixed(1);

/** Rows of the `npm run flows:coverage` table: machine, states covered/total, transitions covered/total, %. */
export function coverageTable(rows: Array<{ machine: string; coverage: FlowCoverage | undefined }>): string {
  const cells = [
    ['machine', 'states', 'transitions', '%'],
    ...rows.map(({ machine, coverage }) =>
      coverage
        ? [
            machine,
            `${coverage.states.covered}/${coverage.states.total}`,
            `${coverage.transitions.covered}/${coverage.transitions.total}`,
            `${percent(coverage)} %`,
          ]
        : [machine, '-', '-', 'failed'],
    ),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

/** Prints the model-based coverage of every registry machine after the run. */
export default class FlowCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({ machine: test.name, coverage: test.meta().flowCoverage })),
    );
    if (rows.length === 0) return;
    process.stdout.write(`\nModel-based coverage (xstate/graph paths on live actors)\n\n${coverageTable(rows)}\n\n`);
  }
}
