// npm run size: gzip sizes of the production build against the budgets of DESIGN §9.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;
/**
 * DESIGN §9 as issue 58 left it. Its aim was 150 KB for / and 3 KB for the boot module; measured, the boot module
 * carries eleven data pages' first GETs and files (3.7 KB; 2.7 KB with the four of before), the dark scheme's early
 * start and, on /, the shell's start after the first paint (3.9 KB), and / is 155.8 KB with it, nearly all React DOM,
 * React Router (its production files, vite.config.ts) and Mantine: the budgets hold what was reached, from 160 (README,
 * the boot module).
 */
const BUDGET = { initial: 157 * KB, routeChunk: 35 * KB, chartChunk: 80 * KB, css: 20 * KB, boot: 4 * KB };
/** Loaded by the shell right after the first paint, on every page: the sign-in actors. */
const AFTER_PAINT = 'src/routes/auth/AuthLayer.tsx';
/** Loaded after the first paint when error reporting is on (DESIGN §9): the Sentry SDK, on its own line. */
const SENTRY = 'src/services/sentry.ts';
/** The chart library, loaded only by the screens that draw charts (DESIGN §9: a budget of its own). */
const CHARTS = 'src/ui/study/chartjs.ts';
const LABEL = {
  [AFTER_PAINT]: 'after first paint',
  [SENTRY]: 'Sentry (after first paint)',
  [CHARTS]: 'chart library',
};

const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${DIST}/${file}`)).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/**
 * The scripts the pages' HTML loads: `/`'s index.html and every other page's shell.html (scripts/prerender.ts). `/`
 * fetches the startup chunks after its first paint rather than preloading them, but it still needs them to start.
 */
const html = ['index.html', 'shell.html'].map((file) => readFileSync(`${DIST}/${file}`, 'utf8')).join('\n');
const linkedByHtml = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
/** The boot module (scripts/bootModule.ts), which the HTML loads beside the shell: built apart, not in the manifest. */
const bootFile = [...linkedByHtml].find((file) => /^assets\/boot-[\w-]+\.js$/.test(file));
if (!bootFile) {
  console.error('index.html loads no boot module (assets/boot-*.js).');
  process.exit(1);
}
/**
 * What the HTML fetches besides the entry's own imports: the route table with React Router, and React DOM's renderer,
 * which src/main.tsx imports apart only to evaluate each in a task of its own (vite.config.ts, startupChunkTags).
 * They count as initial, on `/` too.
 */
const startupKeys = Object.keys(manifest).filter(
  (k) => linkedByHtml.has(manifest[k].file) && !closure(entryKey).has(k),
);
/** The home screen is part of the route table's closure (routes/routeTable.tsx imports it), so this is what / loads. */
const initialKeys = [entryKey, ...startupKeys].reduce((seen, key) => closure(key, seen), new Set());
const boot = gz(bootFile);
const initial = [...initialKeys].reduce((sum, k) => sum + gz(manifest[k].file), boot);
/** The stylesheets of some chunks, each counted once. */
const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].reduce((s, f) => s + gz(f), 0);
/** The stylesheets loaded for / . */
const css = cssOf(initialKeys);

/** What loading a chunk adds to what is already there: itself, the shared chunks it pulls in, and their styles. */
function addedCost(key, loaded) {
  const added = [...closure(key)].filter((k) => !loaded.has(k) || k === key);
  const loadedCss = new Set([...loaded].flatMap((k) => manifest[k].css ?? []));
  const css = [...new Set(added.flatMap((k) => manifest[k].css ?? []))].filter((f) => !loadedCss.has(f));
  return added.reduce((sum, k) => sum + gz(manifest[k].file), 0) + css.reduce((sum, f) => sum + gz(f), 0);
}
const afterPaintKeys = new Set([...initialKeys, ...(manifest[AFTER_PAINT] ? closure(AFTER_PAINT) : [])]);

/**
 * What is certainly loaded before a lazy chunk: the initial load and the after-paint layer, plus, when
 * only other lazy chunks import it (a panel inside a screen), what every one of them brings.
 */
function loadedBefore(key) {
  if (key === AFTER_PAINT) return initialKeys;
  const importers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
  if (importers.length === 0 || importers.some((k) => afterPaintKeys.has(k))) return afterPaintKeys;
  const shared = importers.map((k) => closure(k)).reduce((a, b) => new Set([...a].filter((k) => b.has(k))));
  return new Set([...afterPaintKeys, ...shared]);
}

const rows = [
  ['initial JS for /', initial, BUDGET.initial],
  ['boot module', boot, BUDGET.boot],
];
/**
 * Every chunk something imports lazily. A module that one screen imports and another loads lazily (the book page,
 * inside the shared-book page) is a shared chunk rather than a dynamic entry, and is measured all the same.
 */
const lazyKeys = new Set(
  Object.values(manifest)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => !startupKeys.includes(key)),
);
for (const key of lazyKeys) {
  const name = manifest[key].src ?? `${key} (${manifest[key].name})`;
  const budget = key === CHARTS ? BUDGET.chartChunk : BUDGET.routeChunk;
  rows.push([`${LABEL[key] ?? 'route chunk'} ${name}`, addedCost(key, loadedBefore(key)), budget]);
}
if (!manifest[CHARTS]) {
  console.error(`${CHARTS} is not a chunk of its own: the chart library must load only with the charts (DESIGN §9).`);
  process.exit(1);
}
if (!manifest[SENTRY]) {
  console.error(`${SENTRY} is not a chunk of its own: Sentry must stay out of the initial JS (DESIGN §9).`);
  process.exit(1);
}
rows.push(['CSS for /', css, BUDGET.css]);

let over = 0;
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) over++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(48)} ${kb(size).padStart(9)} / ${kb(budget)}`);
}
if (over) {
  console.error(`${over} budget(s) of DESIGN §9 broken.`);
  process.exit(1);
}
