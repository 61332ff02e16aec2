import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const OUT_DIR = 'dist-demo';

/** Builds the demo build once and serves it on 127.0.0.1 for every e2e file. */
export default async function setup(project: TestProject) {
  // Vitest puts .env's VITE_* values into process.env, where they would beat .env.demo in the build.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  await build({ mode: 'demo', logLevel: 'warn', build: { outDir: OUT_DIR } });
  const server: PreviewServer = await preview({
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}
