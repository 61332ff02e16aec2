import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/ui/**/*.test.tsx', 'tests/machines/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      environment: 'node',
      restoreMocks: true,
    },
  }),
);
