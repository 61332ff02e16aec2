import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as Prerender from '../src/prerender';
import { SHELL_SCRIPTS_ATTRIBUTE, type FirstScreen } from '../src/routes/shell/firstScreen';
import { SCREEN_TITLE_MARK, SCREEN_TITLES_FILE, screenTitleFor, screenTitleMap, withTitleMark } from './screenTitles';

/**
 * The first screens in the HTML (src/prerender.tsx): built for the server with the app's own settings (the CSS
 * modules' class names, the defines, the mode), then run here under a page of jsdom's, since the app's modules read
 * the page (its address, its storage) as they load. That page is a first visit: no session, nothing stored.
 */

const ENTRY = 'src/prerender.tsx';
/** Where the page's first screen goes: the element the app renders into. */
const ROOT = '<div id="root">';
const PRERENDER_ORIGIN = 'https://prerender.invalid';
/** The HTML written for every address but `/` (deploy/nginx.conf and the preview servers serve it). */
const SKELETON_HTML = 'shell.html';

async function buildEntry(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    resolve: { alias: config.resolve.alias },
    css: { modules: config.css.modules },
    plugins: [react()],
    build: { ssr: ENTRY, write: false, rolldownOptions: { output: { format: 'es', codeSplitting: false } } },
  });
  const [chunk] = (Array.isArray(output) ? output : [output]).flatMap((o) => (o as Rollup.RollupOutput).output);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${ENTRY} did not build into one file`);
  return chunk.code;
}

/** Runs `render` with jsdom's page as the globals the app's modules read, and puts Node's back after. */
async function inPage<T>(render: () => Promise<T>): Promise<T> {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${PRERENDER_ORIGIN}/`,
    pretendToBeVisual: true,
  });
  const names = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement'];
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      value: window[name as keyof typeof window],
      configurable: true,
      writable: true,
    });
  }
  try {
    return await render();
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
    window.close();
  }
}

/** The screens of src/prerender.tsx, rendered from a server build of it. */
async function renderScreens(config: ResolvedConfig, styleNonce: string | undefined) {
  const code = await buildEntry(config);
  // Beside the project's node_modules, so the server build's imports of React and Mantine resolve.
  const dir = join(config.root, 'node_modules', '.prerender');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `entry-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  try {
    return await inPage(async () => {
      const entry = (await import(pathToFileURL(file).href)) as typeof Prerender;
      return { ...(await entry.renderFirstScreens(PRERENDER_ORIGIN, styleNonce)), titles: entry.screenTitles() };
    });
  } finally {
    rmSync(file, { force: true });
  }
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
/** Each element's own style, as React writes it: a `style` attribute. */
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;
const FIRST_STYLE_ATTRIBUTE = 'data-first-style';

/**
 * The screen with its elements' `style` attributes moved into one stylesheet, which takes the page's CSP nonce: the
 * policy allows no inline style attribute, and the browser would drop them. Each rule outranks the stylesheets' class
 * rules, as the attribute did, and yields to a style the app sets later, as the attribute would have.
 */
export function withStylesheet(screen: string, nonce: string | undefined): { markup: string; style: string } {
  const rules: string[] = [];
  const markup = screen.replace(STYLE_ATTRIBUTE, (_, declarations: string) => {
    const css = declarations.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);
    rules.push(`#root [${FIRST_STYLE_ATTRIBUTE}="${rules.length}"]{${css.replaceAll('<', '\\3c ')}}`);
    return ` ${FIRST_STYLE_ATTRIBUTE}="${rules.length - 1}"`;
  });
  const style = rules.length ? `<style${nonce ? ` nonce="${nonce}"` : ''}>${rules.join('')}</style>` : '';
  return { markup, style };
}

/** The shell's own script and the modules it preloads: every `<script>` and `modulepreload` but the boot module's. */
const SHELL_SCRIPT_TAGS =
  /\s*<(?:script type="module"(?![^>]*\/boot-)[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
/** The startup chunks' preloads (vite.config.ts, startupChunkTags): the route table and React DOM. */
const STARTUP = /\bdata-startup\b/;
const BOOT_SCRIPT = /<script[^>]*\/boot-[^>]*>/;

/**
 * The HTML of `/`, whose whole first screen is in it: the shell's scripts are not needed for its first paint. The
 * HTML names them instead of loading them, and the boot module starts them once that paint is done, so the HTML's
 * styles have the link to themselves and the paint waits for no script but the boot module. The startup chunks are
 * not preloaded but fetched when the app asks for them. A data page's skeleton (shell.html) needs the shell for its
 * data, and keeps every tag.
 */
export function withShellAfterPaint(html: string): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const rest = html.replace(SHELL_SCRIPT_TAGS, (tag) => {
    const file = /(?:src|href)="([^"]+)"/.exec(tag)![1]!;
    if (tag.includes('<script')) entry = file;
    else if (!STARTUP.test(tag)) preloads.push(file);
    return '';
  });
  if (!entry || !BOOT_SCRIPT.test(rest)) throw new Error('index.html no longer loads the boot module and the shell');
  const names = [entry, ...preloads].join(' ');
  return rest.replace(BOOT_SCRIPT, (tag) => tag.replace('<script', `<script ${SHELL_SCRIPTS_ATTRIBUTE}="${names}"`));
}

/** The HTML with `screen` as its root's content, marked with its kind, and the screen's styles in its head. */
export function withFirstScreen(html: string, kind: FirstScreen, screen: string, nonce?: string): string {
  const start = html.indexOf(ROOT);
  const end = html.indexOf('</div></div>', start);
  if (start < 0 || end < 0) throw new Error(`index.html no longer has ${ROOT} holding the boot mark`);
  const { markup, style } = withStylesheet(screen, nonce);
  const body = `${html.slice(0, start)}<div id="root" data-prerendered="${kind}">${markup}</div>${html.slice(end + '</div></div>'.length)}`;
  return body.replace('</head>', `${style}</head>`);
}

/**
 * The Vite plugin: once the page's HTML is written, its root gets the home screen, and a copy with the route
 * skeleton instead goes beside it as shell.html.
 */
export function prerenderFirstScreens(styleNonce?: string): Plugin {
  let config: ResolvedConfig;
  return {
    // Not `apply: 'build'`: the preview server (resolved as `serve`) needs it too. A dev server runs neither hook.
    name: 'prerender-first-screens',
    configResolved: (resolved) => void (config = resolved),
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('the build has no index.html');
        const { home, skeleton, titles } = await renderScreens(config, styleNonce);
        const html = String(page.source);
        page.source = withFirstScreen(withShellAfterPaint(html), 'home', home, styleNonce);
        const shell = withFirstScreen(html, 'skeleton', withTitleMark(skeleton), styleNonce);
        this.emitFile({ type: 'asset', fileName: SKELETON_HTML, source: shell });
        this.emitFile({ type: 'asset', fileName: SCREEN_TITLES_FILE, source: screenTitleMap(titles) });
      },
    },
    // As nginx does (deploy/nginx.conf): `/` is index.html, any other page address the skeleton's HTML, with the
    // page's title in it.
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '/';
        const page =
          req.method === 'GET' && path !== '/' && !/\.\w+$/.test(path) && req.headers.accept?.includes('text/html');
        if (!page) return next();
        const map = readFileSync(join(outDir, SCREEN_TITLES_FILE), 'utf8');
        const shell = readFileSync(join(outDir, SKELETON_HTML), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(shell.replaceAll(SCREEN_TITLE_MARK, screenTitleFor(map, req.url ?? path)));
      });
    },
  };
}
