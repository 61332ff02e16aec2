import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { encodePng } from '../../../src/demo/png';
import { AUTHOR_PHONES } from '../../../src/demo/personas';
import { clock, device, failure, MEDIA_BASE } from './harness';

const LIN = AUTHOR_PHONES['900001']!;
const PKG_1 = { package_uuid: 'pkg-1' };

type Device = ReturnType<typeof device>;

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const png = encodePng(2, 2, new Uint8Array(16).fill(200));
const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const upload = (d: Device, f: File) => d.api.hpkg.uploadMedia({ path: PKG_1, body: { file: f }, noToast: true });
const served = (path: string) => fetch(`${MEDIA_BASE}/${path}`);

describe('issue 57 卡包 media: images only, kept under their names and served at the media base', () => {
  test('an uploaded image (multipart) is stored under its name, a second of that name as name-1, and served at {ossURL}/{uuid}/{name}', async () => {
    const lin = await as(LIN);
    expect((await upload(lin, file(png, 'photo.png'))).items).toEqual([
      { name: 'photo.png', size: png.length, uploaded_at: new Date(clock.now).toISOString() },
    ]);
    expect((await upload(lin, file(png, 'photo.png'))).items[0]!.name).toBe('photo-1.png');
    const res = await served('pkg-1/photo.png');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    const names = (await lin.api.apkg.getMediaList({ path: PKG_1 })).items.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['figure-1.svg', 'photo.png', 'photo-1.png']));
    expect((await lin.api.apkg.getMediaMapping({ path: PKG_1 })).mapping['photo-1.png']).toBe('pkg-1/photo-1.png');
    const changes = (await lin.api.hpkg.getChanges({ path: PKG_1 })).items.map(
      (c) => `${c.kind} ${c.target} ${c.name}`,
    );
    expect(changes).toEqual(expect.arrayContaining(['ADDED MEDIA photo.png', 'ADDED MEDIA photo-1.png']));
    expect((await lin.api.hpkg.getChanges({ path: PKG_1 })).version).toBe(34);
  });

  test('only images, by their bytes: text named .png is refused (只能上传图片), as is an image over 2 MB', async () => {
    const lin = await as(LIN);
    expect((await failure(upload(lin, file(strToU8('not an image'), 'fake.png')))).serverMessage).toBe('只能上传图片');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect((await failure(upload(lin, file(big, 'big.png')))).serverMessage).toBe('图片不能超过 2 MB');
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect((await upload(lin, file(jpeg, 'blob', 'application/octet-stream'))).items[0]!.name).toBe('blob.jpg');
  });

  test('only the newest uploads keep their bytes: an older one is still listed and serves a placeholder', async () => {
    const lin = await as(LIN);
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png']) {
      await upload(lin, file(png, name));
      clock.now += 1000;
    }
    expect((await served('pkg-1/a.png')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await served('pkg-1/d.png')).headers.get('content-type')).toBe('image/png');
    expect((await served('pkg-1/nothing.png')).status).toBe(404);
  });

  test('a zip’s images are stored in one edit (other entries are left out); a file that is no zip is refused', async () => {
    const lin = await as(LIN);
    const zip = zipSync({ 'pics/one.png': png, 'pics/readme.txt': strToU8('hi'), 'two.png': png });
    const stored = await lin.api.hpkg.uploadMediaZip({
      path: PKG_1,
      body: { file: file(zip, 'media.zip', 'application/zip'), card_user_data: '{"cards":[]}' },
    });
    expect(stored.items.map((f) => f.name)).toEqual(['one.png', 'two.png']);
    expect((await lin.api.hpkg.getChanges({ path: PKG_1 })).version).toBe(33);
    const bad = lin.api.hpkg.uploadMediaZip({
      path: PKG_1,
      body: { file: file(strToU8('no zip'), 'media.zip') },
      noToast: true,
    });
    expect((await failure(bad)).serverMessage).toBe('压缩包无法读取');
  });

  test('the media zip is PREPARING, then READY about 1 s later, a part per page, each a zip of that page’s files', async () => {
    const lin = await as(LIN);
    const asked = await lin.api.hpkg.requestMediaZip({ path: PKG_1, body: { page_size: 2 } });
    expect(asked).toEqual({ status: 'PREPARING', parts: [], total_pages: 3 });
    clock.now += 1000;
    const ready = await lin.api.hpkg.getMediaZip({ path: PKG_1, query: {} });
    expect(ready.parts.map((p) => p.url)).toEqual([1, 2, 3].map((n) => `${MEDIA_BASE}/_zip/pkg-1/${n}.zip`));
    const second = await lin.api.hpkg.getMediaZip({ path: PKG_1, query: { page_number: 2, page_size: 2 } });
    expect(second.parts).toHaveLength(1);
    const bytes = new Uint8Array(await (await fetch(second.parts[0]!.url)).arrayBuffer());
    expect(bytes.length).toBe(second.parts[0]!.size);
    expect(Object.keys(unzipSync(bytes))).toEqual(['figure-3.svg', 'figure-4.svg']);
    const other = lin.api.hpkg.getMediaZip({ path: PKG_1, query: { page_size: 5 }, noToast: true });
    expect((await failure(other)).status).toBe(409);
  });
});
