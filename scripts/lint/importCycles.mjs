import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * DESIGN §3: no import cycles, type-only ones included. import-x/no-cycle skips `import type`, so this rule reads the
 * import graph itself. An edge is a value import, a type-only import or a lazy `import()`. A cycle is allowed only
 * when a lazy `import()` opens it and nothing in it imports values: a child chunk may import types from its parent,
 * never values, which would load the parent again from the child.
 */

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Where a relative specifier points to, as a file with code; undefined for packages, styles, assets. */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.split('?')[0].replace(/\.js$/, ''));
  const candidates = [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const everyType = (specifiers, key) => specifiers.length > 0 && specifiers.every((s) => s[key] === 'type');

/** The kind of the import an AST node makes, or undefined when it makes none. */
export function importKind(node) {
  switch (node.type) {
    case 'ImportDeclaration':
      return node.importKind === 'type' || everyType(node.specifiers, 'importKind') ? 'type' : 'value';
    case 'ExportNamedDeclaration':
      if (!node.source) return undefined;
      return node.exportKind === 'type' || everyType(node.specifiers, 'exportKind') ? 'type' : 'value';
    case 'ExportAllDeclaration':
      return node.exportKind === 'type' ? 'type' : 'value';
    case 'ImportExpression':
      return node.source.type === 'Literal' ? 'lazy' : undefined;
    case 'TSImportType':
      return 'type';
    default:
      return undefined;
  }
}

function specifierOf(node) {
  if (node.type === 'TSImportType') {
    const argument = node.argument?.literal ?? node.argument;
    return typeof argument?.value === 'string' ? argument.value : undefined;
  }
  return typeof node.source?.value === 'string' ? node.source.value : undefined;
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}

/** The imports of a file's AST, `{ to, kind, node }`. */
export function importsIn(file, ast) {
  const edges = [];
  walk(ast, (node) => {
    const kind = importKind(node);
    const specifier = kind && specifierOf(node);
    const to = specifier && resolveImport(file, specifier);
    if (to) edges.push({ to, kind, node });
  });
  return edges;
}

/** Each file's imports, read from disk once per lint run. */
const edgesByFile = new Map();

function importsOf(file) {
  let edges = edgesByFile.get(file);
  if (!edges) {
    const { ast } = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), { filePath: file, jsx: true });
    edges = importsIn(file, ast);
    edgesByFile.set(file, edges);
  }
  return edges;
}

/**
 * A way back to `target` after its import `firstEdge` that closes a forbidden cycle: the files it passes and the
 * kind of cycle; undefined when there is none. A breadth-first search over (file, lazy import seen, value import seen).
 */
export function forbiddenCycle(target, firstEdge) {
  const startState = { file: firstEdge.to, lazy: firstEdge.kind === 'lazy', value: firstEdge.kind === 'value' };
  const key = (s) => `${s.file}|${s.lazy}|${s.value}`;
  const seen = new Set([key(startState)]);
  const queue = [{ ...startState, route: [firstEdge.to] }];
  while (queue.length > 0) {
    const state = queue.shift();
    for (const edge of importsOf(state.file)) {
      const next = {
        file: edge.to,
        lazy: state.lazy || edge.kind === 'lazy',
        value: state.value || edge.kind === 'value',
        route: [...state.route, edge.to],
      };
      if (next.file === target) {
        if (next.lazy && next.value) return { route: next.route, kind: 'a lazy chunk imports values back' };
        if (!next.lazy) return { route: next.route, kind: next.value ? 'runtime' : 'type-only' };
        continue;
      }
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push(next);
    }
  }
  return undefined;
}

const relativeTo = (root) => (file) => file.slice(root.length + 1);

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only ones included; a lazy child chunk imports no values back.' },
    schema: [],
    messages: {
      cycle: 'DESIGN §3: import cycle ({{kind}}): {{route}}',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!existsSync(file)) return {};
    return {
      'Program:exit'(program) {
        const name = relativeTo(context.cwd);
        for (const edge of importsIn(file, program)) {
          const cycle = forbiddenCycle(file, edge);
          if (!cycle) continue;
          context.report({
            node: edge.node,
            messageId: 'cycle',
            data: { kind: cycle.kind, route: [file, ...cycle.route].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
