/**
 * npm run bench:json — the lossless parser against JSON.parse on a ~1 MB payload,
 * without and with unsafe integers. DESIGN §9 budgets the first at ≤ 1.3×; the second has its
 * unsafe integers quoted before JSON.parse, and is printed for comparison.
 */
import { parseJsonLossless } from '../src/services/http/json';

const TARGETS: Record<string, number | undefined> = { plain: 1.3 };

function payload(withBigInts: boolean): string {
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i++) {
    const id = withBigInts ? (9007199254740993n + BigInt(i)).toString() : String(i);
    const item = `{"id":${id},"title":"书名 \\"第${i}册\\"","price":${1990 + i},"ratio":0.35,"created_at":${1700000000000 + i},"tags":["英语","词汇"],"vip":true,"author":{"user_id":${i * 7},"nickname":"作者${i}"}}`;
    items.push(item);
    size += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

function msPerParse(parse: (text: string) => unknown, text: string): number {
  for (let i = 0; i < 10; i++) parse(text);
  const runs = 40;
  const start = performance.now();
  for (let i = 0; i < runs; i++) parse(text);
  return (performance.now() - start) / runs;
}

let failed = false;
for (const [name, withBigInts] of [
  ['plain', false],
  ['bigInts', true],
] as const) {
  const text = payload(withBigInts);
  const base = msPerParse(JSON.parse, text);
  const ours = msPerParse((body) => parseJsonLossless(body), text);
  const ratio = ours / base;
  const target = TARGETS[name];
  const ok = target === undefined || ratio <= target;
  failed ||= !ok;
  const verdict = target === undefined ? '(no budget)' : `(target ≤ ${target}×) ${ok ? 'ok' : 'OVER'}`;
  console.log(
    `${name.padEnd(8)} ${(text.length / 1e6).toFixed(2)} MB  JSON.parse ${base.toFixed(2)} ms  lossless ${ours.toFixed(2)} ms  ratio ${ratio.toFixed(2)}× ${verdict}`,
  );
}
process.exitCode = failed ? 1 : 0;
