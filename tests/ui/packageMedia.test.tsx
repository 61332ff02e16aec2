// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDemoHandlers } from '../../src/demo/handlers';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { DEFAULT_SETTINGS } from '../../src/demo/settings';
import { MEDIA_ZIP_MAX_BYTES } from '../../src/domain/cardPackage';
import { api } from '../../src/routes/api';
import { envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInEverywhere } from './render';

configure({ asyncUtilTimeout: 10_000 });

/** 林老师 (user 900001) wrote book 13; its package is his. */
const LIN = AUTHOR_PHONES['900001']!;
const PKG = 'pkg-13';
const MEDIA_PATH = `${envFacts.apiURL}/hpkg/v1/package/:uuid/media`;
const ZIP_PATH = `${envFacts.apiURL}/hpkg/v1/download/media_zip/:uuid`;

beforeEach(() => {
  // The demo backend also at the media base, as the app runs it: thumbnails and zip parts are served from there.
  server.use(
    ...createDemoHandlers({
      store: demoStore,
      base: envFacts.apiURL,
      mediaBase: envFacts.ossURL,
      settings: () => ({ ...DEFAULT_SETTINGS, latencyMs: 0 }),
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Counts the requests that reach `path`, which the demo backend then answers as usual. */
function count(method: 'get' | 'post', path: string) {
  const seen = { n: 0 };
  server.use(
    http[method](path, () => {
      seen.n += 1;
    }),
  );
  return seen;
}

/** The device decodes every image as `width`×`height` and draws it on a canvas whose JPEG is `jpeg`. */
function fakeDevice(width: number, height: number, jpeg: Uint8Array) {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => {} }));
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob([jpeg as BlobPart], { type })),
  );
  return context;
}

const storedMedia = () => demoStore.read().packages.find((p) => p.package_uuid === PKG)!.content.media;

async function openMedia(uuid = PKG) {
  await signInEverywhere(LIN);
  renderRoute(`/creator/packages/${uuid}?tab=media`);
  return screen.findByRole('list', { name: '媒体文件' });
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(2044).fill(7)]);

describe('issue 57 媒体: the media list and mapping', () => {
  test('each file shows with its size and date, and the names the cards use', async () => {
    const list = await openMedia();
    const stored = storedMedia();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(stored.length);
    const first = stored[0]!;
    const row = rows.find((r) => r.textContent?.includes(first.name))!;
    expect(row.textContent).toMatch(new RegExp(`${(first.size / 1024).toFixed(1)} KB · \\d{4}-\\d{2}-\\d{2}`));
    const mapping = screen.getByRole('region', { name: '卡片中的引用' });
    expect(within(mapping).getByText(first.name).tagName).toBe('DT');
    expect(within(mapping).getByText(`${PKG}/${first.name}`)).toBeTruthy();
  });

  test('a package without media says so, and offers the upload', async () => {
    await signInEverywhere(LIN);
    const pkg = await api.apkg.createPackage({ body: { name: '空卡包' } });
    renderRoute(`/creator/packages/${pkg.package_uuid}?tab=media`);
    expect(await screen.findByRole('heading', { name: '还没有媒体文件' })).toBeTruthy();
    expect(screen.getByLabelText('上传图片')).toBeTruthy();
  });

  test('a list that cannot be read offers 重试, which reads it again', async () => {
    server.use(
      http.get(`${envFacts.apiURL}/apkg/v1/package/:uuid/media_list`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await signInEverywhere(LIN);
    renderRoute(`/creator/packages/${PKG}?tab=media`);
    expect(await screen.findByRole('heading', { name: '媒体加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '媒体文件' })).toBeTruthy();
  });
});

describe('issue 57 媒体: upload an image, made smaller on the device, with progress', () => {
  test('the image is drawn within 1600 px, shows its progress, then is in the list', async () => {
    const context = fakeDevice(3200, 1600, JPEG);
    const appended = vi.spyOn(FormData.prototype, 'append');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(MEDIA_PATH, () => held));
    const list = await openMedia();
    await userEvent.upload(screen.getByLabelText('上传图片'), new File(['raw'], 'photo.jpeg', { type: 'image/jpeg' }));
    const bar = await screen.findByRole('progressbar', { name: 'photo.jpeg 的上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('正在上传 photo.jpeg')).toBeTruthy();
    // A second file cannot be chosen while one is going.
    expect(screen.getByLabelText('上传压缩包')).toHaveProperty('disabled', true);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 800);
    const sent = appended.mock.calls.find(([field]) => field === 'file')?.[1];
    expect(sent).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: JPEG.length });
    release();
    await screen.findByText(/^已上传 /);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // jsdom's FormData loses a file's name on its way into msw; the server's name for it is what the list shows.
    const added = storedMedia().at(-1)!;
    expect(added.size).toBe(JPEG.length);
    expect(await within(list).findByText(added.name)).toBeTruthy();
  });

  test('a failed upload keeps the file; 重试 tapped twice sends it once', async () => {
    fakeDevice(800, 600, JPEG);
    server.use(http.post(MEDIA_PATH, () => HttpResponse.error(), { once: true }));
    const list = await openMedia();
    const before = storedMedia().length;
    await userEvent.upload(
      screen.getByLabelText('上传图片'),
      new File([JPEG as BlobPart], 'small.jpg', { type: 'image/jpeg' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('「small.jpg」没有上传成功');
    expect(alert.textContent).toContain('请检查网络连接');
    const sent = count('post', MEDIA_PATH);
    await userEvent.dblClick(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText(/^已上传 /);
    expect(sent.n).toBe(1);
    expect(storedMedia()).toHaveLength(before + 1);
    expect(await within(list).findByText(storedMedia().at(-1)!.name)).toBeTruthy();
  });

  test("a file that is no image is refused with the server's reason", async () => {
    // A browser cannot decode it, so it goes as chosen and the server, which knows what it takes, says why not.
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError')));
    const sent = count('post', MEDIA_PATH);
    await openMedia();
    await userEvent.upload(screen.getByLabelText('上传图片'), new File(['hello'], 'notes.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('「notes.png」没有上传成功');
    expect(alert.textContent).toContain('只能上传图片');
    expect(sent.n).toBe(1);
  });
});

describe('issue 57 媒体: upload a zip', () => {
  test('a zip over 50 MB is refused before it is sent', async () => {
    const sent = count('post', `${envFacts.apiURL}/hpkg/v1/package/:uuid/media_zip`);
    await openMedia();
    const zip = new File(['PK'], 'all.zip', { type: 'application/zip' });
    Object.defineProperty(zip, 'size', { value: MEDIA_ZIP_MAX_BYTES + 1 });
    await userEvent.upload(screen.getByLabelText('上传压缩包'), zip);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('压缩包不能超过 50 MB');
    expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    expect(sent.n).toBe(0);
  });
});

describe('issue 57 媒体: download all media as a zip in parts', () => {
  test('下载全部媒体 waits while the zip is made, then each part is read through the app and saved as a zip', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const made = new Map<string, Blob>();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:part-${made.size}`;
      made.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: made.get(this.href)! });
    });
    await openMedia();
    await userEvent.click(screen.getByRole('button', { name: '下载全部媒体' }));
    expect(await screen.findByText('正在打包媒体，请稍候…')).toBeTruthy();
    const parts = await screen.findByRole('region', { name: '媒体压缩包' });
    await userEvent.click(within(parts).getByRole('button', { name: /^第 1 部分 · \d+\.\d KB$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`${PKG}-media-1.zip`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // PK: a zip
    click.mockRestore();
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });

  test('leaving the tab stops reading the zip', async () => {
    const polls = count('get', ZIP_PATH);
    await openMedia();
    await userEvent.click(screen.getByRole('button', { name: '下载全部媒体' }));
    await screen.findByText('正在打包媒体，请稍候…');
    await userEvent.click(screen.getByRole('tab', { name: '牌组' }));
    const before = polls.n;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(polls.n).toBe(before);
  });
});
