import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The demo API server's store: one JSON file, kept in memory and written whole on each change. A write goes to a
 * temporary file that is then renamed over the store, so a crash mid-write leaves the old file, never half a new one.
 * Changes run synchronously in one process, so two requests can never interleave inside one.
 */
export function fileStorage(file: string, log: (line: string) => void = () => {}) {
  let text: string | null = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (text !== null && !isJson(text)) {
    // Kept aside, not overwritten: whoever broke it may want it back.
    const aside = `${file}.corrupt-${Date.now()}`;
    renameSync(file, aside);
    log(`演示数据文件不是合法的 JSON，已移到 ${aside}，从种子数据开始`);
    text = null;
  }
  return {
    getItem: () => text,
    setItem(_key: string, value: string) {
      mkdirSync(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, value);
      renameSync(temp, file);
      text = value;
    },
    removeItem() {
      rmSync(file, { force: true });
      text = null;
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
