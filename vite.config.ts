import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { bootModule } from './scripts/bootModule';
import { prerenderFirstScreens } from './scripts/prerender';
import { chunksHolding, chunksOf, filesNeeded } from './scripts/bundleFiles';
import { COMPILE_HINT } from './scripts/compileHint.mjs';

/** Build revision shown in the debug panel: short hash plus build date. */
function gitCommit(): string {
  const date = new Date().toISOString().slice(0, 10);
  try {
    const hash = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${hash} ${date}`;
  } catch {
    return `unknown ${date}`;
  }
}

/**
 * Where the production build puts the Content-Security-Policy nonce (on its <style> and <script> tags and Vite's
 * <meta property="csp-nonce">). nginx replaces it with a new value on every response and names the same value in the
 * policy header (deploy/nginx.conf): a nonce fixed at build time would protect nothing.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Text assets worth compressing; nginx serves the .gz written beside each (gzip_static). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;

/** Writes each hashed text asset's .gz beside it at the highest level, once per build rather than per request. */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle({ dir = 'dist' }, bundle) {
    for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
      const path = join(dir, fileName);
      writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
    }
  },
});

/** Puts V8's compile hint (scripts/compileHint.mjs) first in every chunk. */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    // After Vite has put its own code at the head of the chunks (the preload map): the hint must come first.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // One line more above the code.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});

/** What src/main.tsx imports dynamically only to evaluate it in a task of its own, not to load it later. */
const STARTUP_MODULES = ['src/routes/appRouter.ts', 'node_modules/react-dom/client.js'];

/**
 * `<link>` tags that fetch `modules` (their chunks, those chunks' static imports and their styles) beside the HTML's
 * own script, as if the entry imported them statically.
 */
export function startupChunkTags(bundle: Rollup.OutputBundle, modules: string[]): HtmlTagDescriptor[] {
  const chunks = chunksOf(bundle);
  const inHtml = filesNeeded(
    chunks,
    chunks.filter((c) => c.isEntry),
  );
  const startup = modules.flatMap((module) => chunksHolding(chunks, module));
  return [...filesNeeded(chunks, startup)]
    .filter((file) => !inHtml.has(file))
    .map((file) => ({
      tag: 'link',
      attrs: file.endsWith('.css')
        ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` }
        : // Marked, so that `/`, which paints from its HTML, can leave them out (scripts/prerender.ts).
          { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-startup': true },
      injectTo: 'head',
    }));
}

const startupChunks = (): Plugin => ({
  name: 'startup-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => (bundle ? startupChunkTags(bundle, STARTUP_MODULES) : []),
  },
});

const BOOT_MARK = 'src="/share-icon.png"';

/**
 * The brand mark painted before any script (index.html) is inlined, so the first paint waits only for the HTML and
 * the shell's styles, not for an image queued behind the scripts.
 */
const inlineBootMark = (): Plugin => ({
  name: 'inline-boot-mark',
  transformIndexHtml(html) {
    if (!html.includes(BOOT_MARK)) throw new Error(`index.html no longer has the boot mark ${BOOT_MARK}`);
    const png = readFileSync(new URL('public/share-icon.png', import.meta.url)).toString('base64');
    return html.replace(BOOT_MARK, `src="data:image/png;base64,${png}"`);
  },
});

const EAGER_MANTINE_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * Mantine's remove-default-variables module, made to compute Mantine's default CSS variables on first use rather than
 * when the shell's script is evaluated: about half of Mantine's share of that evaluation, and only MantineProvider's own
 * variables use them, which the app turns off (src/main.tsx, withCssVariables).
 */
export function lazyMantineDefaultsSource(source: string): string {
  if (!source.includes(EAGER_MANTINE_DEFAULTS)) throw new Error(`Mantine no longer has ${EAGER_MANTINE_DEFAULTS}`);
  return source
    .replace(
      EAGER_MANTINE_DEFAULTS,
      'let computedDefaults; const defaultCssVariables = () => computedDefaults || (computedDefaults = defaultCssVariablesResolver(DEFAULT_THEME));',
    )
    .replaceAll('defaultCssVariables.', 'defaultCssVariables().');
}

const lazyMantineDefaults = (): Plugin => ({
  name: 'lazy-mantine-defaults',
  apply: 'build',
  transform: {
    filter: { id: /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/ },
    // The lines stay where they were, so the module's own source map still holds.
    handler: (source) => ({ code: lazyMantineDefaultsSource(source), map: null }),
  },
});

/**
 * React Router's production files (dist/production), for a build: its package resolves every import to the development
 * ones, whose warnings then ship (remix-run/react-router#14102), 0.8 KB of gzip on `/`. The dev server and tests keep them.
 */
function reactRouterProduction() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode, command }) => {
  // The demo build is an optimized build (production React) that keeps the demo backend and debug tools.
  if (mode === 'demo') process.env.NODE_ENV = 'production';
  const production = mode === 'production';
  return {
    plugins: [
      react(),
      inlineBootMark(),
      lazyMantineDefaults(),
      startupChunks(),
      // The production build's connection to its API opens from the boot module, to the one API the page will use.
      bootModule(STARTUP_MODULES),
      // The first screen comes with the HTML: `/`'s home, and every other page's skeleton (shell.html).
      prerenderFirstScreens(production ? CSP_NONCE_PLACEHOLDER : undefined),
      compileHints(),
      ...(production ? [precompress()] : []),
    ],
    html: { cspNonce: production ? CSP_NONCE_PLACEHOLDER : undefined },
    resolve: {
      alias: [
        ...(command === 'build' ? reactRouterProduction() : []),
        // The demo backend's msw without its cookie jar, which no demo handler uses (src/demo/toughCookieStub.ts).
        ...(mode === 'demo' ? [{ find: 'tough-cookie', replacement: '/src/demo/toughCookieStub.ts' }] : []),
      ],
    },
    define: { __GIT_COMMIT__: JSON.stringify(gitCommit()) },
    // Each screen's styles load with its chunk, so the first paint carries only the shell's (DESIGN §9 CSS budget).
    build: {
      manifest: true,
      target: 'es2020',
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the first paint needs (the shell and the home screen) in one file, not a dozen small ones.
            groups: [{ name: 'shell', tags: ['$initial'] }],
            // A shared chunk under 8 kB is copied into the chunks that use it: on a phone each extra request costs
            // a round trip, which weighs more than the duplicated bytes (`npm run lighthouse`: 62 → 24 requests on /book/1).
            experimentalInlineCommonChunks: { maxSize: 8000 },
          },
        },
      },
    },
    // Styles live in X.module.css beside each component; built class names stay short (DESIGN §9 CSS budget).
    css: {
      modules: { generateScopedName: mode === 'development' ? '[name]_[local]_[hash:base64:4]' : '_[hash:base64:6]' },
    },
  };
});
