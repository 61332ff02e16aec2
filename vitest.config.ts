import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/ui/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      environment: 'node',
      restoreMocks: true,
      // Longer than a screen test's waits (asyncUtilTimeout, 10 s), so a wait that fails is reported with the query
      // and the screen it looked at, not as a bare 5 s timeout.
      testTimeout: 30_000,
    },
  }),
);
