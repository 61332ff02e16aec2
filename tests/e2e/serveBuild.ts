import { build, preview, type PreviewServer } from 'vite';

/** Builds the app in `mode` into `outDir` and serves it on 127.0.0.1 at a free port. */
export async function buildAndServe(mode: string, outDir: string): Promise<{ server: PreviewServer; baseURL: string }> {
  // Vitest puts .env's VITE_* values into process.env, where they would beat the mode's own .env file.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  await build({ mode, logLevel: 'warn', build: { outDir } });
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
