import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/ui/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      environment: 'node',
      restoreMocks: true,
    },
  }),
);
