import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Build revision shown in the debug panel: short hash plus build date. */
function gitCommit(): string {
  const date = new Date().toISOString().slice(0, 10);
  try {
    const hash = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${hash} ${date}`;
  } catch {
    return `unknown ${date}`;
  }
}

export default defineConfig(({ mode }) => {
  // The demo build is an optimized build (production React) that keeps the demo backend and debug tools.
  if (mode === 'demo') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    define: { __GIT_COMMIT__: JSON.stringify(gitCommit()) },
    build: { manifest: true, target: 'es2020' },
  };
});
