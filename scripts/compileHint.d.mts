/** scripts/compileHint.mjs, for the TypeScript that imports it (vite.config.ts). */
export declare const COMPILE_HINT: string;
