// Debian's nginx, started without root on deploy/nginx.conf (README "Deploy"): a copy of the config in a directory
// of its own, with only the lines marked "set per host" changed, checked with `nginx -t` first.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SCREEN_TITLES_FILE } from './screenTitles';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY = new URL('../deploy/', import.meta.url);

/** The origins the page may connect to: the API bases and the Sentry host of the build's env. */
export function connectOrigins(env: Record<string, string | undefined>): string[] {
  const origins = [
    env.VITE_API_BASE_PROD,
    env.VITE_API_BASE_STAGING,
    env.VITE_OSS_BASE_PROD,
    env.VITE_OSS_BASE_QA,
    env.VITE_SENTRY_DSN,
  ].flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** deploy/nginx.conf for this host: its port, the build's directory and what the page may connect to. */
interface NginxOptions {
  root: string;
  port?: number;
  connect: string[];
}

export function renderConfig(template: string, { port, root, connect }: Required<NginxOptions>): string {
  const lines: Record<string, [RegExp, string]> = {
    listen: [/^(\s*)listen .*# set per host$/m, `$1listen 127.0.0.1:${port}; # set per host`],
    root: [/^(\s*)root .*# set per host$/m, `$1root ${resolve(root)}; # set per host`],
    connect: [/^(\s*set \$csp_connect) ".*";$/m, `$1 "${connect.join(' ')}";`],
  };
  return Object.entries(lines).reduce((text, [name, [pattern, line]]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has its ${name} line`);
    return text.replace(pattern, line);
  }, template);
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), done(true))).once('error', () => done(false));
  });

/**
 * Serves `root` on 127.0.0.1:`port` (a free port when none is given) and resolves once nginx answers, with its
 * origin and a stop() that ends it and removes its directory.
 */
export async function startNginx({ root, port, connect }: NginxOptions) {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: apt-get install -y nginx`);
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'huacards-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    renderConfig(readFileSync(new URL('nginx.conf', DEPLOY), 'utf8'), { port: chosen, root, connect }),
  );
  copyFileSync(new URL('security-headers.conf', DEPLOY), join(dir, 'security-headers.conf'));
  // The build's map of page titles (scripts/screenTitles.ts); a build without one gets no titles, not a refusal.
  const titles = join(root, SCREEN_TITLES_FILE);
  writeFileSync(join(dir, SCREEN_TITLES_FILE), existsSync(titles) ? readFileSync(titles) : '');
  // As root, nginx's workers would run as nobody, who cannot enter this directory or a checkout under a private one (a
  // home, `mktemp -d`): they run as the user who started them.
  const asRoot = process.getuid?.() === 0 ? 'user root;' : '';
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')];
  try {
    execFileSync(NGINX, ['-t', '-q', ...args, ...(asRoot ? ['-g', asRoot] : [])], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused deploy/nginx.conf:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  const child = spawn(NGINX, [...args, '-g', `daemon off; ${asRoot}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await listening(chosen)) return { origin: `http://127.0.0.1:${chosen}`, port: chosen, stop };
    await new Promise((done) => setTimeout(done, 50));
  }
  await stop();
  throw new Error(`nginx did not start on port ${chosen}: ${stderr || 'no answer'}`);
}
