import { build, preview, type PreviewServer } from 'vite';

/** Builds the app in `mode` into `outDir` as it ships. */
export async function buildAsShipped(mode: string, outDir: string): Promise<void> {
  // Vitest puts .env's VITE_* values into process.env, where they would beat the mode's own .env file.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  // Vitest runs with NODE_ENV=test, which would build React's development code (StrictMode's double effects and all)
  // into what should be the optimized build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode, logLevel: 'warn', build: { outDir } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the app in `mode` into `outDir` and serves it on 127.0.0.1 at a free port. */
export async function buildAndServe(mode: string, outDir: string): Promise<{ server: PreviewServer; baseURL: string }> {
  await buildAsShipped(mode, outDir);
  const server = await preview({
    mode,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, baseURL: `http://127.0.0.1:${address.port}` };
}
