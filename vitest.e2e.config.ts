import { defineConfig } from 'vitest/config';

/** Browser tests: the demo build in Debian's Chromium at 375×667 (see tests/e2e/globalSetup.ts). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
