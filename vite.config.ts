import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * The demo backend's service worker, served by the dev server and emitted into the demo build
 * straight from the installed msw, so it always matches msw's version and never reaches `dist`.
 */
function demoServiceWorker(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}

export default defineConfig(({ mode }) => {
  // The demo build is an optimized build (production React) that keeps the demo backend and debug tools.
  if (mode === 'demo') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), ...(mode === 'production' ? [] : [demoServiceWorker()])],
    define: { __GIT_COMMIT__: JSON.stringify(gitCommit()) },
    // One stylesheet: the app's CSS is small, and one file compresses better than a file per route.
    build: { manifest: true, target: 'es2020', cssCodeSplit: false },
    // Styles live in X.module.css beside each component; built class names stay short (DESIGN §9 CSS budget).
    css: {
      modules: { generateScopedName: mode === 'development' ? '[name]_[local]_[hash:base64:4]' : '_[hash:base64:6]' },
    },
  };
});
