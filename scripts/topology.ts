// npm run topology: the production build behind nginx (deploy/nginx.conf), talking to the demo API server.
// PORT (8080) for the app, API_PORT (8787) for the API; DEMO_DATA for the store file (.demo-data/store.json).
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import { createDemoApiServer, MEDIA_PATH } from '../src/demo/server/apiServer';
import { connectOrigins, freePort, startNginx } from './nginx';

/** The production build's env pointed at the demo API server: its API, its authorize pages and its store pages. */
export const topologyEnv = (api: string): Record<string, string> => ({
  VITE_API_BASE_PROD: api,
  VITE_API_BASE_STAGING: api,
  VITE_OSS_BASE_PROD: `${api}${MEDIA_PATH}`,
  VITE_OSS_BASE_QA: `${api}${MEDIA_PATH}`,
  VITE_WX_AUTHORIZE_URL: `${api}/__demo/oauth/wechat`,
  VITE_QQ_AUTHORIZE_URL: `${api}/__demo/oauth/qq`,
  VITE_APP_STORE_IOS: `${api}/__demo/store/ios`,
  VITE_APP_STORE_ANDROID: `${api}/__demo/store/android`,
});

/** Builds production into outDir for the API at `api`; the shell's VITE_* values give way to these. */
export async function buildForTopology(outDir: string, api: string, plugins: PluginOption[] = []): Promise<void> {
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
  Object.assign(process.env, topologyEnv(api));
  await build({ mode: 'production', logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true } });
}

export interface TopologyOptions {
  outDir: string;
  storeFile: string;
  /** 0 or none: free ports. */
  apiPort?: number;
  webPort?: number;
  /** Added to the build's (Lighthouse's floor page). */
  plugins?: PluginOption[];
  log?: (line: string) => void;
}

/** Starts the API server, builds production for it, then serves the build with nginx. */
export async function startTopology({ outDir, storeFile, apiPort = 0, webPort, plugins, log }: TopologyOptions) {
  const web = webPort || (await freePort());
  const app = `http://127.0.0.1:${web}`;
  const origins = [app, `http://localhost:${web}`];
  const apiOptions = { storeFile, origins: () => origins, log };
  let api = createDemoApiServer(apiOptions);
  const apiOrigin = await api.listen(apiPort);
  try {
    await buildForTopology(outDir, apiOrigin, plugins);
    const nginx = await startNginx({ root: outDir, port: web, connect: connectOrigins(topologyEnv(apiOrigin)) });
    return {
      app,
      api: apiOrigin,
      /** Stops the API server and starts it again on the same port and store file, as a deploy would, `downMs` later. */
      async restartApi(downMs = 0) {
        await api.close();
        await new Promise((resolve) => setTimeout(resolve, downMs));
        api = createDemoApiServer(apiOptions);
        await api.listen(Number(new URL(apiOrigin).port));
      },
      async stop() {
        await Promise.all([api.close(), nginx.stop()]);
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const topology = await startTopology({
    outDir: 'dist-topology',
    storeFile: process.env.DEMO_DATA ?? '.demo-data/store.json',
    apiPort: Number(process.env.API_PORT ?? 8787),
    webPort: Number(process.env.PORT ?? 8080),
  });
  console.log(`应用 ${topology.app}（nginx，deploy/nginx.conf）`);
  console.log(`演示后端 ${topology.api}（短信收件箱 ${topology.api}/__demo/sms）`);
  console.log('Ctrl-C 停止两者');
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void topology.stop().then(() => process.exit(0)));
}
