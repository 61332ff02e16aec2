/**
 * Book codes shown to users: `BK` followed by a scrambled decimal id.
 *
 * The scramble is a bijection on the non-negative integers that keeps the bit length:
 * an id n with bit length b (n in [2^(b-1), 2^b)) keeps its top bit, and its lower
 * m = b-1 bits x become (x * A + C) mod 2^m, with A = 2 * KEY + 1 (odd, so invertible
 * modulo any power of two) and C = KEY. 0 and 1 map to themselves. Each bit-length class
 * is permuted onto itself, so the whole map is one-to-one and onto, for ids of any size.
 * Decoding applies x = (y - C) * A^-1 mod 2^m to the same class.
 */
const KEY = 599387n;
const PREFIX = 'BK';
const A = 2n * KEY + 1n;
const C = KEY;
const CODE_PATTERN = /^BK(0|[1-9]\d*)$/;
const ID_PATTERN = /^(0|[1-9]\d*)$/;

export class BookCodeError extends Error {
  override name = 'BookCodeError';
}

export type BookId = number | string;

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Inverse of an odd a modulo 2^bits, by Newton iteration (each step doubles the correct bits). */
function inverseModPow2(a: bigint, bits: number): bigint {
  const mask = (1n << BigInt(bits)) - 1n;
  let inv = 1n;
  for (let correct = 1; correct < bits; correct *= 2) inv = (inv * (2n - a * inv)) & mask;
  return inv & mask;
}

function permute(n: bigint, forward: boolean): bigint {
  const m = bitLength(n) - 1;
  if (m <= 0) return n;
  const mask = (1n << BigInt(m)) - 1n;
  const top = n & ~mask;
  const x = n & mask;
  const y = forward ? (x * A + C) & mask : ((x - C) * inverseModPow2(A, m)) & mask;
  return top | y;
}

function toBigId(id: BookId): bigint {
  const text = typeof id === 'number' ? String(id) : id.trim();
  if (typeof id === 'number' && !Number.isSafeInteger(id)) {
    throw new BookCodeError(`书籍编号无效：${id}`);
  }
  if (!ID_PATTERN.test(text)) throw new BookCodeError(`书籍编号无效：${text}`);
  return BigInt(text);
}

/** Plain id as a number when it is safe, otherwise as a decimal string (as lossless JSON gives it). */
function fromBigId(n: bigint): BookId {
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

export function encodeBookCode(id: BookId): string {
  return PREFIX + permute(toBigId(id), true).toString();
}

export function decodeBookCode(code: string): BookId {
  const match = CODE_PATTERN.exec(code.trim());
  if (!match?.[1]) throw new BookCodeError(`书籍编码格式不正确：${code}`);
  return fromBigId(permute(BigInt(match[1]), false));
}

/** A route's `:id`: a plain numeric id or a BK code; the plain id as a decimal string, or null for garbage. */
export function bookIdFromParam(param: string | undefined): string | null {
  const text = (param ?? '').trim();
  try {
    if (/^\d{1,20}$/.test(text)) return String(toBigId(text));
    if (/^bk\d{1,24}$/i.test(text)) return String(decodeBookCode(text.toUpperCase()));
  } catch {
    return null;
  }
  return null;
}
