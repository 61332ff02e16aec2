import type { Rollup } from 'vite';

export const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');

/** The files some chunks need before they run: themselves, their static imports and their styles. */
export function filesNeeded(chunks: Rollup.OutputChunk[], roots: Rollup.OutputChunk[], files = new Set<string>()) {
  for (const chunk of roots) {
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    const imported = chunks.filter((c) => chunk.imports.includes(c.fileName));
    filesNeeded(chunks, imported, files);
  }
  return files;
}

/**
 * The chunks a module is built into: its own, or, when other chunks import it too (the demo's pay sheet renders with
 * React DOM), the chunk it shares with them. `module` is a path from the project's root, or a resolved id.
 */
export function chunksHolding(chunks: Rollup.OutputChunk[], module: string): Rollup.OutputChunk[] {
  const holds = (id: string) => id === module || id.endsWith(`/${module}`);
  const holding = chunks.filter((c) => [c.facadeModuleId ?? '', ...c.moduleIds].some(holds));
  if (!holding.length) throw new Error(`no chunk is built from ${module}`);
  return holding;
}
