// Fails when the production build carries the demo backend (msw, its service worker, demo code) or the flows viewer,
// or a script of the app without V8's compile hint first.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMPILE_HINT } from './compileHint.mjs';

const FORBIDDEN_FILES = ['mockServiceWorker.js'];
/**
 * Strings that only msw or src/demo put into a bundle, and the flows viewer (src/routes/flows,
 * src/ui/flows: its FLOWS_VIEWER_MARK, its route, the inspector switch's storage key and @statelyai/inspect), with the
 * inspector stream's receiver (its handshake, the scrubbed session trail that error reports carry).
 */
const FORBIDDEN_TEXT = [
  'mockServiceWorker',
  '[MSW]',
  'MSW_',
  '__demo/',
  '演示后端',
  'flows-viewer',
  '__flows',
  'flows-inspector',
  'stately.ai',
  '@statelyai.connected',
  'session-trail.jsonl',
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function findDemoLeaks(dir) {
  const leaks = [];
  for (const path of files(dir)) {
    const name = relative(dir, path);
    if (FORBIDDEN_FILES.some((f) => name.endsWith(f))) leaks.push(`${name}: the msw service worker`);
    if (!/\.(js|mjs|css|html|json|map)$/.test(name)) continue;
    const text = readFileSync(path, 'utf8');
    for (const marker of FORBIDDEN_TEXT) if (text.includes(marker)) leaks.push(`${name}: contains "${marker}"`);
  }
  return leaks;
}

/** The app's scripts (all but the boot module, built apart) that do not start with the compile hint. */
export function findUnhintedScripts(dir) {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') && !name.startsWith('boot-'))
    .filter((name) => !readFileSync(join(assets, name), 'utf8').startsWith(COMPILE_HINT));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const leaks = findDemoLeaks(dir);
  if (leaks.length > 0) {
    console.error(`The production build in ${dir} contains the demo backend:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  const unhinted = findUnhintedScripts(dir);
  if (unhinted.length > 0) {
    console.error(
      `Scripts of ${dir} without V8's compile hint first (scripts/compileHint.mjs):\n  ${unhinted.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`${dir}: no msw, service worker, demo code or flows viewer; every script starts with the compile hint.`);
}
