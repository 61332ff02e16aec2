// npm run demo:api [-- --reset]: the demo backend as an HTTP server (src/demo/server/apiServer.ts).
// API_PORT (8787), API_HOST (127.0.0.1), APP_ORIGINS (comma-separated; the origins of npm run serve:prod by default),
// DEMO_DATA (the store file, .demo-data/store.json).
import { rmSync } from 'node:fs';
import { createDemoApiServer } from '../src/demo/server/apiServer';

const DEFAULT_APP_ORIGINS = 'http://127.0.0.1:8080,http://localhost:8080';

const storeFile = process.env.DEMO_DATA ?? '.demo-data/store.json';
if (process.argv.includes('--reset')) rmSync(storeFile, { force: true });
const origins = (process.env.APP_ORIGINS ?? DEFAULT_APP_ORIGINS).split(',').map((o) => o.trim().replace(/\/$/, ''));

const api = createDemoApiServer({ storeFile, origins: () => origins });
const address = await api.listen(Number(process.env.API_PORT ?? 8787), process.env.API_HOST ?? '127.0.0.1');
console.log(`演示后端 ${address}（数据 ${storeFile}，允许来源 ${origins.join(' ')}）`);
console.log(`短信收件箱 ${address}/__demo/sms`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void api.close().then(() => process.exit(0)));
