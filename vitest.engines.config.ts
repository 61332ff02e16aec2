import { defineConfig } from 'vitest/config';

/** The key flows in the other engines our users’ phones run, Firefox ESR and WebKit (tests/engines), on the demo build. */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
