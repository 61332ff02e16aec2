import { expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { startupChunkTags } from '../../vite.config';

const chunk = (fileName: string, props: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    moduleIds: [],
    viteMetadata: { importedCss: new Set(props.css ?? []), importedAssets: new Set() },
    ...props,
  }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js', 'assets/main.js'] }),
    chunk('assets/runtime.js'),
    chunk('assets/main.js', { imports: ['assets/runtime.js'], css: ['assets/main.css'] }),
    chunk('assets/client.js', {
      facadeModuleId: '/app/node_modules/react-dom/client.js',
      imports: ['assets/runtime.js', 'assets/scheduler.js'],
      css: ['assets/client.css'],
    }),
    chunk('assets/scheduler.js'),
    chunk('assets/Route.js', { facadeModuleId: '/app/src/routes/Route.tsx' }),
  ].map((c) => [c.fileName, c]),
);

test('DESIGN §9: the renderer the entry imports only to evaluate apart is fetched by the HTML, with its imports and styles', () => {
  const tags = startupChunkTags(bundle, ['node_modules/react-dom/client.js']);
  expect(tags.map((t) => [t.attrs?.rel, t.attrs?.href])).toEqual([
    ['modulepreload', '/assets/client.js'],
    ['stylesheet', '/assets/client.css'],
    ['modulepreload', '/assets/scheduler.js'],
  ]);
  // What the HTML already loads is not linked twice, and a lazily loaded screen is not fetched at startup.
  expect(tags.every((t) => t.attrs?.crossorigin === true && t.injectTo === 'head')).toBe(true);
});

test('a startup module that lazy chunks share is fetched from the shared chunk that holds it', () => {
  const shared = {
    ...bundle,
    'assets/client.js': chunk('assets/client.js', { moduleIds: ['/app/node_modules/react-dom/client.js'] }),
    'assets/pay.js': chunk('assets/pay.js', { facadeModuleId: '/app/src/demo/pay.tsx', imports: ['assets/client.js'] }),
  };
  expect(startupChunkTags(shared, ['node_modules/react-dom/client.js']).map((t) => t.attrs?.href)).toEqual([
    '/assets/client.js',
  ]);
});

test('a startup module that no chunk is built from fails the build rather than costing a silent round trip', () => {
  expect(() => startupChunkTags(bundle, ['node_modules/react-dom/server.js'])).toThrow(/no chunk is built from/);
});
