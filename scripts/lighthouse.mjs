// DESIGN §9: Lighthouse mobile on the production and demo builds, against the budgets; prints a table.
// Usage: tsx scripts/lighthouse.mjs [--offline] [--dist dist] [--demo dist-demo] [--only production|demo] [--route /x,/y]
//        [--runs 3] [--save dir] [--baseline-dist dir] [--baseline-demo dir] [--explain] [--devtools]
// Production is measured as deployed: built for and served by `npm run topology` (nginx on deploy/nginx.conf, talking
// to the demo API server), so its pages show their data. --offline measures --dist as before instead, served by
// Vite's preview with no backend reachable (its pages show the network toast); --baseline-dist applies there only.
// (build first: `npm run lighthouse` does). Each page is measured --runs times and the
// median run is reported; --save keeps that run's full report as JSON, to read why a page scores low.
// A baseline (another build of the same mode, say main's) is measured in turn with this one, run by run, so both
// share the machine's load of the moment: its rows are printed beside, and are not held to the budget.
// --explain prints, under the table, what each reported run's largest paint was made of, and the chain of steps that
// Lighthouse's simulation of it waits through, each for the one before (scripts/largestPaintInputs.mjs).
// --devtools loads each page on Lighthouse's DevTools throttling instead of its simulation: the figures are observed on
// the throttled link and CPU, not simulated from an unthrottled load. A second opinion, not judged by the budget, which
// is set on the simulation.
// When a data page is measured, each mode is also built with an empty data page (scripts/floorPage.mjs) and measured:
// the floor that DESIGN §9 holds data pages to (scripts/lighthouseBudget.mjs). Its row is not held to the budget.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build as viteBuild, preview } from 'vite';
import { FLOOR_PATH, floorPage } from './floorPage.mjs';
import { startTopology } from './topology.ts';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { describeLargestPaint, largestPaintInputs, simulatedChain } from './largestPaintInputs.mjs';
import { AIM_LCP_OF_SHELL, budgetMisses, lcpOfShell, SHELL_ROUTE } from './lighthouseBudget.mjs';

/** The pages opened cold from a chat, each on the demo data of the README (personas, group 9001, the seeded gift). */
const GROWTH_ROUTES = [
  '/book/1/groupbuy/9001',
  '/invite/888888',
  '/squad/VIP888',
  '/vip-order/5400000000000000888',
  '/book/1/u/900003',
];
const ROUTES = arg('--route', null)
  ? arg('--route').split(',')
  : ['/', '/vip-subscribe', '/book/1', '/sale/cm', ...GROWTH_ROUTES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const ALL_BUILDS = [
  {
    name: 'production',
    mode: 'production',
    outDir: arg('--dist', 'dist'),
    baselineDir: arg('--baseline-dist', null),
  },
  {
    name: 'demo',
    mode: 'demo',
    outDir: arg('--demo', 'dist-demo'),
    baselineDir: arg('--baseline-demo', null),
  },
];
const BUILDS = ALL_BUILDS.filter((b) => !arg('--only', null) || b.name === arg('--only'));
const SAVE_DIR = arg('--save', null);
const EXPLAIN = process.argv.includes('--explain');
const FLOOR = ROUTES.some((route) => route !== SHELL_ROUTE);
const RUNS = Number(arg('--runs', '3'));
const OFFLINE = process.argv.includes('--offline');
const DEVTOOLS = process.argv.includes('--devtools');
// A given build has its API base built in: only --offline can serve another production build beside this one.
if (!OFFLINE && arg('--baseline-dist', null)) throw new Error('--baseline-dist measures with --offline only');
if (DEVTOOLS && EXPLAIN) throw new Error('--explain reads the simulation, which --devtools does not run');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

function arg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** Production through the topology, built here for its API server (with `plugins`, e.g. the floor page). */
async function serveTopology(plugins = []) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-topology-'));
  // As root, nginx's workers run as nobody, and must be able to read the build.
  chmodSync(dir, 0o755);
  const topology = await startTopology({
    outDir: join(dir, 'dist'),
    storeFile: join(dir, 'store.json'),
    plugins,
    log: () => {},
  });
  const close = async () => {
    await topology.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { server: { close }, origin: topology.app };
}

async function serve(mode, outDir) {
  if (mode === 'production' && !OFFLINE) return serveTopology();
  const server = await preview({
    mode,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address();
  return { server, origin: `http://127.0.0.1:${port}` };
}

const measure = (url) =>
  lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(DEVTOOLS ? { throttlingMethod: 'devtools' } : {}),
  });

/** The largest paint's element as Lighthouse labels it, short enough for a table cell. */
function lcpElement(audits) {
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const label = node?.nodeLabel || node?.snippet || audits['largest-contentful-paint']?.errorMessage || '?';
  return label.replace(/\s+/g, ' ').replaceAll('|', '/').slice(0, 40);
}

/** A row of the table; one with a `note` (baseline, floor) is not held to the budget. Its verdict comes at the end. */
function row(build, route, { categories, audits, environment }, note) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)]));
  const seconds = (audit) => `${(audits[audit].numericValue / 1000).toFixed(1)} s`;
  return {
    buildName: build.name,
    note,
    measured: { route, scores, lcpMs: audits['largest-contentful-paint'].numericValue },
    build: note ? `${build.name} (${note})` : build.name,
    route,
    ...scores,
    FCP: seconds('first-contentful-paint'),
    LCP: seconds('largest-contentful-paint'),
    TBT: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
    // What was measured: the data a page shows, or the network toast of a page that found no backend.
    'LCP element': lcpElement(audits),
    // Lighthouse's CPU benchmark of this machine for the run: its 4× slowdown assumes a fast desktop, so a slower
    // or busier machine reports more blocking time for the same page.
    'CPU index': Math.round(environment.benchmarkIndex),
  };
}

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
/** Lighthouse's advice for its run-to-run variance: report the run with the median performance score. */
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score)[
    Math.floor(runs.length / 2)
  ];

const rows = [];
const explanations = [];

/** The simulated largest paint's chain of steps, from Lighthouse's own model of the run (Lantern). */
async function lanternChain({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const { Trace: trace, DevtoolsLog: devtoolsLog, GatherContext: gatherContext, SourceMaps } = artifacts;
  const data = { trace, devtoolsLog, gatherContext, settings, URL: artifacts.URL, SourceMaps, simulator: null };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  return simulatedChain(lcp.optimisticEstimate.nodeTimings, new URL(lhr.finalDisplayedUrl).origin);
}

/** Adds a page's median run to the table, and to what --save and --explain keep of it. */
async function report(build, route, { report: json, lhr, artifacts }, note) {
  const label = note ? `${build.name} ${note}` : build.name;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    writeFileSync(`${SAVE_DIR}/${label.replaceAll(' ', '-')}${route.replaceAll('/', '_')}.json`, json);
  }
  rows.push(row(build, route, lhr, note));
  if (!EXPLAIN) return;
  const chain = await lanternChain({ lhr, artifacts });
  explanations.push(describeLargestPaint(`${label} ${route}`, largestPaintInputs(lhr, chain)));
}

/** The floor: the build again, with the floor page in it, measured on that page alone. */
async function measureFloor(build) {
  if (build.mode === 'production' && !OFFLINE) {
    const { server, origin } = await serveTopology([floorPage()]);
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${origin}${FLOOR_PATH}`));
      await report(build, FLOOR_PATH, medianRun(runs), 'floor');
      return;
    } finally {
      await server.close();
    }
  }
  const outDir = mkdtempSync(join(tmpdir(), `lighthouse-floor-${build.name}-`));
  try {
    await viteBuild({
      mode: build.mode,
      logLevel: 'warn',
      plugins: [floorPage()],
      build: { outDir, emptyOutDir: true },
    });
    const { server, origin } = await serve(build.mode, outDir);
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${origin}${FLOOR_PATH}`));
      await report(build, FLOOR_PATH, medianRun(runs), 'floor');
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

try {
  for (const build of BUILDS) {
    const servers = [await serve(build.mode, build.outDir)];
    if (build.baselineDir) servers.push(await serve(build.mode, build.baselineDir));
    try {
      for (const route of ROUTES) {
        const runs = servers.map(() => []);
        for (let run = 0; run < RUNS; run += 1) {
          // Which build goes first alternates, so neither always meets the machine warmer.
          const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
          for (const i of order) runs[i].push(await measure(`${servers[i].origin}${route}`));
        }
        const [current, baseline] = runs.map(medianRun);
        await report(build, route, current);
        if (baseline) rows.push(row(build, route, baseline.lhr, 'baseline'));
      }
    } finally {
      for (const { server } of servers) await server.close();
    }
    if (FLOOR) await measureFloor(build);
  }
} finally {
  chrome.kill();
}

const rowOf = (buildName, note, route) =>
  rows.find((r) => r.buildName === buildName && r.note === note && (!route || r.measured.route === route));
for (const r of rows) {
  const shell = rowOf(r.buildName, r.note === 'baseline' ? 'baseline' : undefined, SHELL_ROUTE);
  r['LCP ÷ /'] = r.measured.route === SHELL_ROUTE ? '—' : lcpOfShell(r.measured, shell?.measured);
  if (r.note || DEVTOOLS) r.verdict = '—';
  else {
    const misses = budgetMisses(r.buildName, r.measured, rowOf(r.buildName, 'floor')?.measured);
    r.verdict = misses.length ? `✗ ${misses.join(', ')}` : '✓';
  }
}
const columns = [
  'build',
  'route',
  ...CATEGORIES,
  'FCP',
  'LCP',
  'LCP ÷ /',
  'LCP element',
  'TBT',
  'CPU index',
  'verdict',
];
console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
if (explanations.length) console.log(`\n${explanations.join('\n\n')}`);
const judged = rows.filter((r) => r.verdict !== '—');
const failures = judged.filter((r) => r.verdict !== '✓').length;
console.log(
  DEVTOOLS
    ? '\nMeasured on DevTools throttling (observed): not judged by the DESIGN §9 budget, which is set on the simulation.'
    : failures
      ? `\n${failures} of ${judged.length} pages are outside the DESIGN §9 budget (/: performance ≥ 95 production, ≥ 90 demo, LCP ≤ 1.3 s in production; a data page: performance ≥ the floor − 2, LCP ≤ 1.1 × the floor's and ≤ 2.0 s in production; accessibility and best practices ≥ 95).`
      : `\nAll ${judged.length} pages are within the DESIGN §9 budget.`,
);
console.log(`The aim beyond it: a data page's LCP ≤ ${AIM_LCP_OF_SHELL} × the LCP of / (the LCP ÷ / column).`);
process.exitCode = failures ? 1 : 0;
