// npm run serve:prod: dist/ (npm run build) behind nginx on deploy/nginx.conf, at 127.0.0.1:PORT (8080).
import { loadEnv } from 'vite';
import { connectOrigins, startNginx } from './nginx';

const nginx = await startNginx({
  root: 'dist',
  port: Number(process.env.PORT ?? 8080),
  connect: connectOrigins(loadEnv('production', process.cwd(), 'VITE_')),
});
console.log(`dist/ 由 nginx 提供：${nginx.origin}（Ctrl-C 停止）`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
