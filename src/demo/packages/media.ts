import { strToU8, zipSync } from 'fflate';
import { mediaFile } from '../library/cards';
import { findSeedBook } from '../library/seed';
import { fromBase64 } from '../png';
import type { DemoPackage, DemoState } from '../state';

/**
 * A package's media files as the demo keeps and serves them at the media base (`{ossURL}/{package_uuid}/{name}`):
 * a seeded book's illustrations are drawn, uploaded images are kept as bytes. The browser keeps the store in
 * localStorage, so only the newest uploads keep their bytes; an older one is still listed and serves a placeholder.
 */

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const BYTES_KEPT_PER_PACKAGE = 3;
/** Base64 characters kept over all packages: one image of IMAGE_MAX_BYTES fits. */
const BASE64_BUDGET = 3_000_000;

const IMAGE_KINDS = [
  { type: 'image/png', ext: 'png', marks: [[0, '\x89PNG']] },
  { type: 'image/jpeg', ext: 'jpg', marks: [[0, '\xff\xd8\xff']] },
  { type: 'image/gif', ext: 'gif', marks: [[0, 'GIF8']] },
  {
    type: 'image/webp',
    ext: 'webp',
    marks: [
      [0, 'RIFF'],
      [8, 'WEBP'],
    ],
  },
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** What the bytes are, by their signature (a declared type can lie): an image of a kind taken, or null. */
export const imageKindOf = (bytes: Uint8Array): ImageKind | null =>
  IMAGE_KINDS.find((kind) =>
    kind.marks.every(([at, text]) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0))),
  ) ?? null;

/** Every name the package ever had a file under: a stored file is never replaced, even one rolled back away. */
const namesOf = (pkg: DemoPackage) =>
  new Set([
    ...pkg.content.media.map((f) => f.name),
    ...pkg.backups.flatMap((b) => b.content.media.map((f) => f.name)),
    ...Object.keys(pkg.media_bytes),
  ]);

/** An upload's name as it is kept: no folders, letters, digits and `._-` only, an image's extension, and free. */
export function storedName(pkg: DemoPackage, uploaded: string, kind: ImageKind): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N}._-]/gu, '_').replace(/^\.+/, '');
  const named = IMAGE_NAME.test(base) ? base.slice(-80) : `${base.slice(0, 70) || 'image'}.${kind.ext}`;
  const dot = named.lastIndexOf('.');
  const taken = namesOf(pkg);
  let name = named;
  for (let n = 1; taken.has(name); n++) name = `${named.slice(0, dot)}-${n}${named.slice(dot)}`;
  return name;
}

/** After an upload: the bytes of the newest uploads stay, at most a few per package and within the budget. */
export function keepNewestBytes(state: DemoState): void {
  const files = state.packages
    .flatMap((pkg) => Object.entries(pkg.media_bytes).map(([name, file]) => ({ pkg, name, ...file })))
    .sort((a, b) => b.uploaded_at - a.uploaded_at);
  const kept = new Map<DemoPackage, number>();
  let total = 0;
  for (const { pkg, name, base64 } of files) {
    const count = kept.get(pkg) ?? 0;
    if (count < BYTES_KEPT_PER_PACKAGE && total + base64.length <= BASE64_BUDGET) {
      kept.set(pkg, count + 1);
      total += base64.length;
    } else delete pkg.media_bytes[name];
  }
}

const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" fill="#e9ecef"/>' +
  '<text x="120" y="66" font-size="14" text-anchor="middle" fill="#495057">演示只保留最近上传的图片</text></svg>';

type Served = { body: Uint8Array | string; type: string };

function mediumOf(pkg: DemoPackage, name: string): Served | null {
  const stored = pkg.media_bytes[name];
  if (stored) {
    const bytes = fromBase64(stored.base64);
    return { body: bytes, type: imageKindOf(bytes)?.type ?? 'application/octet-stream' };
  }
  const book = findSeedBook(pkg.library_book_id ?? undefined);
  const drawn = book && mediaFile(book, name);
  if (drawn) return { body: drawn, type: 'image/svg+xml' };
  return namesOf(pkg).has(name) ? { body: PLACEHOLDER, type: 'image/svg+xml' } : null;
}

export const zipPartUrl = (mediaBase: string, pkg: DemoPackage, page: number) =>
  `${mediaBase}/_zip/${pkg.package_uuid}/${page}.zip`;

/** Part `page` (from 1) of the package's media zip, by the page size asked for; null past the last. */
export function zipPart(pkg: DemoPackage, pageSize: number, page: number): Uint8Array | null {
  const files = pkg.content.media.slice((page - 1) * pageSize, page * pageSize);
  if (!files.length) return null;
  const entries = files.map((file) => {
    const { body } = mediumOf(pkg, file.name)!;
    return [file.name, typeof body === 'string' ? strToU8(body) : body] as const;
  });
  return zipSync(Object.fromEntries(entries));
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A file at the media base: a package's medium, or a part of its media zip once it is ready; null when none. */
export function packageFileAt(state: DemoState, path: string, now: number): Served | null {
  const zip = /\/_zip\/([\w-]+)\/(\d+)\.zip$/.exec(path);
  const file = zip ? null : /\/([\w-]+)\/([^/]+)$/.exec(path);
  const pkg = state.packages.find((p) => p.package_uuid === (zip ?? file)?.[1]);
  if (!pkg) return null;
  if (file) return mediumOf(pkg, decoded(file[2]!));
  const asked = pkg.media_zip;
  const part = asked && asked.ready_at <= now ? zipPart(pkg, asked.page_size, Number(zip![2])) : null;
  return part && { body: part, type: 'application/zip' };
}
