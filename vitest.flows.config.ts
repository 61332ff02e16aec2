import { defineConfig } from 'vitest/config';

/**
 * `npm run flows:coverage` (issue 7.6): the model-based paths of every registry machine, with a coverage
 * table per machine. Its tests live in tests/flows, which vitest.config.ts (npm run test:unit) does not include;
 * test:unit already runs the same paths once per machine in tests/machines.
 */
export default defineConfig({
  test: {
    include: ['tests/flows/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: ['default', './tests/flows/coverageReporter.ts'],
  },
});
