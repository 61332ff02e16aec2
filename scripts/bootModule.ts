import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, parseAst, runnerImport, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { chunksHolding, chunksOf, filesNeeded } from './bundleFiles';

/**
 * The boot module (src/routes/boot/boot.ts): a script of its own that the HTML loads beside the shell, which sends the
 * page's first GETs and preloads its screen's chunk at once. Its map of routes is generated here from the route table
 * as the build compiled it, so a route is written once: each route's full path, its first requests (the `sendAhead(x)`
 * of its loader) and its screen's files (the module of its `lazy`), found in the bundle. It is then built apart, as
 * one small file with no import, so it runs as soon as it has arrived, without waiting for the shell.
 */

const ROUTE_TABLE = /\/src\/routes\/routeTable\.tsx$/;
const BOOT_ENTRY = fileURLToPath(new URL('../src/routes/boot/boot.ts', import.meta.url));
/** The boot module's book ids: numeric ones only (src/routes/boot/bootBookId.ts). */
const BOOT_BOOK_ID = fileURLToPath(new URL('../src/routes/boot/bootBookId.ts', import.meta.url));
const BOOT_ROUTES = 'virtual:boot-routes';
const ENDPOINT_DATA = 'virtual:boot-endpoint-data';
/** What the demo build's pages load before their first request: its backend, which answers it in the page. */
const DEMO_BACKEND = 'src/demo/browser.ts';

/** A route of the table, as written: its full path, where its first requests are imported from, its screen's module. */
export interface TableRoute {
  path: string;
  requests?: { from: string; name: string };
  screen?: string;
}

type AstNode = { type: string } & Record<string, unknown>;

const isNode = (value: unknown, type?: string): value is AstNode =>
  typeof value === 'object' && value !== null && 'type' in value && (!type || value.type === type);

const nameOf = (node: unknown) =>
  isNode(node, 'Identifier') ? String(node.name) : isNode(node, 'Literal') ? String(node.value) : undefined;

function property(object: AstNode, key: string): AstNode | undefined {
  const found = (object.properties as unknown[]).find((p) => isNode(p, 'Property') && nameOf(p.key) === key);
  return isNode(found) && isNode(found.value) ? found.value : undefined;
}

const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * The routes of the route table's compiled source: every route object reached from `export const routes`, through
 * children and spreads of the module's own arrays. Routes built otherwise (a call, a map) are not in it.
 */
export function routeTableRoutes(code: string): TableRoute[] {
  const program = parseAst(code) as unknown as { body: unknown[] };
  const imports = new Map<string, { from: string; name: string }>();
  const consts = new Map<string, AstNode>();
  for (const statement of program.body) {
    if (isNode(statement, 'ImportDeclaration')) {
      for (const specifier of statement.specifiers as unknown[]) {
        if (!isNode(specifier, 'ImportSpecifier')) continue;
        const local = nameOf(specifier.local);
        const name = nameOf(specifier.imported);
        if (local && name) imports.set(local, { from: String((statement.source as AstNode).value), name });
      }
    }
    const declaration = isNode(statement, 'ExportNamedDeclaration') ? statement.declaration : statement;
    if (!isNode(declaration, 'VariableDeclaration')) continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const name = nameOf(declarator.id);
      if (name && isNode(declarator.init)) consts.set(name, declarator.init);
    }
  }
  const resolveConst = (node: AstNode | undefined) =>
    isNode(node, 'Identifier') ? consts.get(String(node.name)) : node;

  /** `sendAhead(name)`: where `name` is imported from. */
  const requestsOf = (loader: AstNode | undefined) => {
    if (!isNode(loader, 'CallExpression') || nameOf(loader.callee) !== 'sendAhead') return undefined;
    const [first] = loader.arguments as unknown[];
    return imports.get(nameOf(first) ?? '');
  };
  /** `lazyScreen(() => import('./x'))`, or a const holding it: './x'. */
  const screenOf = (lazy: AstNode | undefined) => {
    const call = resolveConst(lazy);
    if (!isNode(call, 'CallExpression')) return undefined;
    const [load] = call.arguments as unknown[];
    if (!isNode(load, 'ArrowFunctionExpression') || !isNode(load.body, 'ImportExpression')) return undefined;
    return nameOf(load.body.source);
  };

  const routes: TableRoute[] = [];
  const walk = (elements: unknown[], parent: string) => {
    for (const element of elements) {
      if (isNode(element, 'SpreadElement')) {
        const spread = resolveConst(element.argument as AstNode);
        if (isNode(spread, 'ArrayExpression')) walk(spread.elements as unknown[], parent);
        continue;
      }
      if (!isNode(element, 'ObjectExpression')) continue;
      const path = joinPath(parent, nameOf(property(element, 'path')));
      const children = property(element, 'children');
      if (isNode(children, 'ArrayExpression')) walk(children.elements as unknown[], path);
      else if (!path.includes('*')) {
        routes.push({
          path,
          requests: requestsOf(property(element, 'loader')),
          screen: screenOf(property(element, 'lazy')),
        });
      }
    }
  };
  const table = consts.get('routes');
  if (!isNode(table, 'ArrayExpression')) throw new Error('the route table no longer exports `routes` as an array');
  walk(table.elements as unknown[], '/');
  if (!routes.some((route) => route.requests)) throw new Error('no route of the route table has sendAhead(…)');
  return routes;
}

/**
 * A React Router path as a regular expression of the address's path: each `:param` a named group of one segment,
 * static segments without regard to case, a trailing slash allowed.
 */
export function pathPattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const source = segments.map((s) =>
    s.startsWith(':') ? `/(?<${s.slice(1)}>[^/]+)` : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  return new RegExp(`^${source.join('')}/?$`, 'i');
}

const staticSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;

/**
 * The boot map's source: each data page, the route with more static segments first (as React Router ranks them), with
 * its pattern, its first requests imported by resolved id, and the files it preloads.
 */
function bootRoutesSource(routes: { path: string; requestsFrom?: string; requestsName?: string; preload: string[] }[]) {
  const imports: string[] = [];
  const entries = [...routes]
    .sort((a, b) => staticSegments(b.path) - staticSegments(a.path))
    .map((route) => {
      let requests = 'undefined';
      if (route.requestsFrom && route.requestsName) {
        requests = `r${imports.length}`;
        imports.push(`import { ${route.requestsName} as ${requests} } from ${JSON.stringify(route.requestsFrom)};`);
      }
      return `{ pattern: ${pathPattern(route.path)}, requests: ${requests}, preload: ${JSON.stringify(route.preload)} }`;
    });
  return [...imports, `export const bootRoutes = [\n${entries.join(',\n')}\n];`, ''].join('\n');
}

/** An api catalogue module (services/api/*.ts), endpoint.ts aside. */
const CATALOGUE = /\/src\/services\/api\/(?!endpoint\.ts$)\w+\.ts$/;

/** The members of imported bindings that a module's code reads: `books.getLibraryBook` gives books → getLibraryBook. */
function membersRead(code: string, isCatalogue: (source: string) => boolean): Map<string, Set<string>> {
  const program = parseAst(code) as unknown as { body: unknown[] };
  const bindings = new Set<string>();
  for (const statement of program.body) {
    if (!isNode(statement, 'ImportDeclaration') || !isCatalogue(String((statement.source as AstNode).value))) continue;
    for (const specifier of statement.specifiers as AstNode[]) bindings.add(nameOf(specifier.local) ?? '');
  }
  const read = new Map<string, Set<string>>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const object = nameOf(node.object);
    if (node.type === 'MemberExpression' && object && bindings.has(object)) {
      const members = read.get(object) ?? new Set<string>();
      read.set(object, members.add(nameOf(node.property) ?? ''));
    }
    Object.values(node).forEach(visit);
  };
  visit(program.body);
  return read;
}

/**
 * A catalogue module as the boot module needs it: the paths and parameters of the endpoints it uses, as data, without
 * their decoders (the domain's schemas) or the rest of the catalogue, which would make it several times larger. It is
 * made from the module itself, run here.
 */
async function catalogueSubset(id: string, root: string, used: Map<string, Set<string>>): Promise<string> {
  const { module } = await runnerImport<Record<string, Record<string, Endpointlike>>>(id, {
    configFile: false,
    root,
    logLevel: 'warn',
  });
  const catalogues = Object.entries(module).map(([name, catalogue]) => {
    const endpoints = [...(used.get(name) ?? [])].map((key) => {
      const endpoint = catalogue[key];
      if (!endpoint) throw new Error(`${id} has no ${name}.${key}`);
      // A GET sent ahead is taken by the identical GET only: a route's first request of another method is a mistake.
      if (endpoint.method !== 'GET')
        throw new Error(`only a GET can be sent ahead: ${name}.${key} is a ${endpoint.method}`);
      const args = [endpoint.path, endpoint.requiredQuery, endpoint.noAuth].map((arg) => JSON.stringify(arg));
      return `${key}: ${endpoint.method}(${args.join(', ')})`;
    });
    return `export const ${name} = { ${endpoints.join(', ')} };`;
  });
  return [`import { GET } from '${ENDPOINT_DATA}';`, ...catalogues].join('\n');
}

/** The endpoint maker of the catalogue subsets: a GET as the data getAhead reads. */
const ENDPOINT_DATA_SOURCE = `export const GET = (path, requiredQuery, noAuth) => ({ path, requiredQuery, noAuth });`;

type Endpointlike = { method: string; path: string; requiredQuery: string[]; noAuth: boolean };

/** The boot module's build: one file, minified, with nothing imported. */
async function buildBoot(config: ResolvedConfig, bootRoutes: string, apiOverNetwork: boolean): Promise<string> {
  const resolved = `\0${BOOT_ROUTES}`;
  /** Each catalogue's members that the boot's modules read. */
  const used = new Map<string, Set<string>>();
  const output = await build({
    configFile: false,
    root: config.root,
    envDir: config.envDir,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [
      {
        name: 'boot-routes',
        // Before Vite's own resolver, which would resolve lib/bookCode first.
        enforce: 'pre',
        resolveId: (id) =>
          [BOOT_ROUTES, ENDPOINT_DATA].includes(id)
            ? `\0${id}`
            : /\/lib\/bookCode(\.ts)?$/.test(id)
              ? BOOT_BOOK_ID
              : undefined,
        load: (id) =>
          id === resolved
            ? `${bootRoutes}export const apiOverNetwork = ${apiOverNetwork};\n`
            : id === `\0${ENDPOINT_DATA}`
              ? ENDPOINT_DATA_SOURCE
              : undefined,
      },
      {
        name: 'catalogue-subset',
        // The boot's modules are compiled before the catalogue modules they import are loaded.
        transform(code, id) {
          if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return undefined;
          for (const [name, members] of membersRead(code, (source) => /\/api\/(?!endpoint$)\w+$/.test(source))) {
            used.set(name, new Set([...(used.get(name) ?? []), ...members]));
          }
          return undefined;
        },
        load: { filter: { id: CATALOGUE }, handler: (id) => catalogueSubset(id, config.root, used) },
      },
    ],
    build: {
      write: false,
      // Native class fields (the errors the first requests may throw) rather than helpers: a browser too old to read
      // the boot module only loses its head start.
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: BOOT_ENTRY, output: { format: 'es', codeSplitting: false } },
    },
  });
  const [chunk, ...rest] = (Array.isArray(output) ? output : [output]).flatMap(
    (o) => (o as Rollup.RollupOutput).output,
  );
  if (!chunk || chunk.type !== 'chunk' || rest.length || chunk.imports.length) {
    throw new Error('the boot module must build into one file that imports nothing');
  }
  return chunk.code;
}

/**
 * The Vite plugin: it reads the route table as the build compiles it, builds the boot module once the bundle is
 * known, and loads it from the HTML's head as an async module (external: the CSP allows only this origin's scripts).
 * `startupModules` are what the HTML loads besides its entry (vite.config.ts), which no route needs to preload.
 */
export function bootModule(startupModules: string[]): Plugin {
  let config: ResolvedConfig;
  let table: { routes: TableRoute[]; resolved: Map<string, string> } | undefined;
  let bootFile: string | undefined;
  return {
    name: 'boot-module',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    transform: {
      filter: { id: ROUTE_TABLE },
      async handler(code, id) {
        const routes = routeTableRoutes(code);
        const specifiers = routes.flatMap((r) => [r.screen, r.requests?.from]).filter((s) => s !== undefined);
        const resolved = new Map<string, string>();
        for (const specifier of new Set(specifiers)) {
          const target = await this.resolve(specifier, id);
          if (!target) throw new Error(`the route table's ${specifier} does not resolve`);
          resolved.set(specifier, target.id);
        }
        table = { routes, resolved };
        return undefined;
      },
    },
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        if (!table) throw new Error('the build has no route table');
        const { routes, resolved } = table;
        const chunks = chunksOf(bundle);
        const entries = chunks.filter((c) => c.isEntry);
        const startup = startupModules.flatMap((module) => chunksHolding(chunks, module));
        const inHtml = filesNeeded(chunks, [...entries, ...startup]);
        const filesOf = (modules: string[]) =>
          [
            ...filesNeeded(
              chunks,
              modules.flatMap((module) => chunksHolding(chunks, module)),
            ),
          ]
            .filter((file) => !inHtml.has(file))
            .map((file) => `${config.base}${file}`);
        // Production reaches its API over the network, and the boot module sends the first GETs; the demo build's
        // backend answers in the page, so its pages preload the backend instead.
        const apiOverNetwork = config.mode === 'production';
        // The pages that wait for data, on which the shell, the screen's chunk and the first GETs are all on the way
        // to the first paint; other pages load their screen after the shell, as the boot module stays small.
        const bootRoutes = routes.flatMap((route) => {
          if (!route.requests) return [];
          const screen = route.screen ? [resolved.get(route.screen)!] : [];
          const demo = route.requests && !apiOverNetwork ? [DEMO_BACKEND] : [];
          const preload = filesOf([...screen, ...demo]);
          const requests = apiOverNetwork ? route.requests : undefined;
          return [
            {
              path: route.path,
              requestsFrom: requests && resolved.get(requests.from),
              requestsName: requests?.name,
              preload,
            },
          ];
        });
        const code = await buildBoot(config, bootRoutesSource(bootRoutes), apiOverNetwork);
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        bootFile = `${config.build.assetsDir}/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: bootFile, source: code });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        bootFile
          ? [
              {
                tag: 'script',
                // An async script is fetched at low priority, behind the shell's: this one is small and holds the GETs.
                attrs: {
                  type: 'module',
                  async: true,
                  crossorigin: true,
                  fetchpriority: 'high',
                  src: `${config.base}${bootFile}`,
                },
                // First in the head: its few KB lead the shell's downloads rather than share the link with them.
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
}
