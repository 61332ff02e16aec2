import { unzipSync } from 'fflate';
import { MEDIA_ZIP_MAX_BYTES, type MediaFile, type MediaZip } from '../../domain/cardPackage';
import {
  IMAGE_MAX_BYTES,
  imageKindOf,
  keepNewestBytes,
  storedName,
  zipPart,
  zipPartUrl,
  type ImageKind,
} from '../packages/media';
import { toBase64 } from '../png';
import type { DemoPackage, DemoUser } from '../state';
import { badRequest, DemoError, iso, type RouteContext, type RouteFn, type UploadedFile } from './kit';
import { authorPackage, editPackage } from './packageAccess';

/**
 * A package's media (issue 57 卡包与发布): images only (png, jpeg, webp, gif, by their bytes), each at most 2 MB, one
 * at a time or from a zip; and the whole media as a zip in parts, made for a while before it can be downloaded.
 */
const IMAGES_PER_ZIP_MAX = 100;
const ZIP_PAGE_MAX = 200;
const ZIP_READY_MS = 1000;

const presentFile = (file: DemoPackage['content']['media'][number]): MediaFile => ({
  name: file.name,
  size: file.size,
  uploaded_at: iso(file.uploaded_at)!,
});

/** GET apkg/v1/package/{uuid}/media_list. */
export const listMedia: RouteFn = (ctx) => ({ items: authorPackage(ctx).pkg.content.media.map(presentFile) });

/** GET apkg/v1/package/{uuid}/media_mapping: each name the cards use → its file under the media base. */
export const mediaMapping: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  return { mapping: Object.fromEntries(pkg.content.media.map((f) => [f.name, `${pkg.package_uuid}/${f.name}`])) };
};

type Image = { name: string; bytes: Uint8Array; kind: ImageKind };

/** The images stored as one edit, under free names, their bytes kept as the store allows. */
function storeImages(ctx: RouteContext, me: DemoUser, pkg: DemoPackage, images: Image[]) {
  const stored: DemoPackage['content']['media'] = [];
  editPackage(ctx, me, pkg, (content) => {
    for (const { name, bytes, kind } of images) {
      const file = { name: storedName(pkg, name, kind), size: bytes.length, uploaded_at: ctx.now };
      pkg.media_bytes[file.name] = { uploaded_at: ctx.now, base64: toBase64(bytes) };
      content.media.push(file);
      stored.push(file);
    }
  });
  keepNewestBytes(ctx.state);
  return { items: stored.map(presentFile) };
}

function uploaded(value: unknown, what: string): UploadedFile {
  const file = value as UploadedFile | null | undefined;
  if (!(file?.bytes instanceof Uint8Array)) throw badRequest(`请选择要上传的${what}`);
  return file;
}

/** POST hpkg/v1/package/{uuid}/media, multipart with `file`: one image. */
export const uploadMedia: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const file = uploaded(ctx.body.file, '图片');
  const kind = imageKindOf(file.bytes);
  if (!kind) throw badRequest('只能上传图片');
  if (file.bytes.length > IMAGE_MAX_BYTES) throw badRequest('图片不能超过 2 MB');
  return storeImages(ctx, me, pkg, [{ name: file.name, bytes: file.bytes, kind }]);
};

/** POST hpkg/v1/package/{uuid}/media_zip, multipart with `file` (a zip) and maybe `card_user_data` (JSON): its images. */
export const uploadMediaZip: RouteFn = (ctx) => {
  const { me, pkg } = authorPackage(ctx);
  const file = uploaded(ctx.body.file, '压缩包');
  if (file.bytes.length > MEDIA_ZIP_MAX_BYTES) throw badRequest('压缩包不能超过 50 MB');
  const userData = ctx.body.card_user_data;
  if (userData !== undefined) readOr(() => JSON.parse(String(userData)), 'card_user_data 不是合法的 JSON');
  // Entries too large to be kept are never inflated: a small zip cannot unpack into gigabytes here.
  const entries = readOr(
    () =>
      unzipSync(file.bytes, {
        filter: (entry) => entry.originalSize <= IMAGE_MAX_BYTES && !entry.name.startsWith('__MACOSX/'),
      }),
    '压缩包无法读取',
  );
  const images = Object.keys(entries)
    .sort()
    .flatMap((name) => {
      const kind = imageKindOf(entries[name]!);
      return kind ? [{ name, bytes: entries[name]!, kind }] : [];
    });
  if (!images.length) throw badRequest('压缩包里没有可用的图片');
  if (images.length > IMAGES_PER_ZIP_MAX) throw badRequest(`压缩包里的图片不能超过 ${IMAGES_PER_ZIP_MAX} 张`);
  return storeImages(ctx, me, pkg, images);
};

/** What `read` gives, or a 400 with `message` when it cannot read the upload. */
function readOr<T>(read: () => T, message: string): T {
  try {
    return read();
  } catch {
    throw badRequest(message);
  }
}

function zipState(ctx: RouteContext, pkg: DemoPackage, page: number | null): MediaZip {
  const { page_size, ready_at } = pkg.media_zip!;
  const totalPages = Math.ceil(pkg.content.media.length / page_size);
  if (ctx.now < ready_at) return { status: 'PREPARING', parts: [], total_pages: totalPages };
  if (page !== null && !(Number.isInteger(page) && page >= 1 && page <= totalPages))
    throw badRequest('page_number 不正确');
  const pages = page === null ? Array.from({ length: totalPages }, (_, i) => i + 1) : [page];
  const parts = pages.map((n) => ({
    page_number: n,
    url: zipPartUrl(ctx.mediaBase, pkg, n),
    size: zipPart(pkg, page_size, n)!.length,
  }));
  return { status: 'READY', parts, total_pages: totalPages };
}

/** POST hpkg/v1/download/media_zip/{uuid} with `page_size`: the zip is made, `page_size` files a part. */
export const requestMediaZip: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const size = ctx.body.page_size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > ZIP_PAGE_MAX)
    throw badRequest(`每个分包 1～${ZIP_PAGE_MAX} 个文件`);
  pkg.media_zip = { page_size: size, ready_at: ctx.now + ZIP_READY_MS };
  return zipState(ctx, pkg, null);
};

/** GET hpkg/v1/download/media_zip/{uuid}?page_number&page_size: its parts once ready (one part when a page is asked). */
export const getMediaZip: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx);
  const asked = pkg.media_zip;
  if (!asked) throw new DemoError(404, '请先生成媒体包');
  const size = ctx.query.get('page_size');
  if (size && Number(size) !== asked.page_size)
    throw new DemoError(409, `媒体包是按每包 ${asked.page_size} 个文件生成的，请重新生成`);
  const page = ctx.query.get('page_number');
  return zipState(ctx, pkg, page ? Number(page) : null);
};
