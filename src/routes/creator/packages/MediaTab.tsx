import { useEffect, useMemo, useRef, useState } from 'react';
import { MEDIA_IMAGE_MAX_EDGE, MEDIA_ZIP_MAX_BYTES, type MediaZip } from '../../../domain/cardPackage';
import { downloadBlob } from '../../../lib/downloadText';
import { mediaReader } from '../../../services/cardHtml';
import { shrinkImageFile } from '../../../services/imageResize';
import { MEDIA_COPY, MediaView, type UploadState, type ZipState } from '../../../ui/packages/MediaView';
import { WRITE_TIMEOUT_MS } from '../../../services/http/client';
import { api } from '../../api';
import { envFacts } from '../../app';
import { useRequest } from '../../useRequest';
import { dateOf } from '../../vip/dates';
import type { PackageTabProps } from './tabProps';
import { useCreatorLoad } from './useCreatorLoad';

/** Rows shown at first and added by each 显示更多: only the images shown are read for their thumbnails. */
const ROWS_STEP = 30;
const ZIP_PAGE_SIZE = 100;
const ZIP_POLL_MS = 800;
/** About two minutes: a zip not ready by then is reported, not waited on for ever. */
const ZIP_POLLS_MAX = 150;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|svg)$/i;

type Chosen = { file: File; kind: 'image' | 'zip' };

/** A slow phone link sends about this much a second: an upload gets the write timeout, or longer for a big file. */
const SLOW_UPLOAD_BYTES_PER_S = 100 * 1024;
const uploadTimeout = (bytes: number) => Math.max(WRITE_TIMEOUT_MS, (bytes / SLOW_UPLOAD_BYTES_PER_S) * 1000);

/**
 * Each image's thumbnail, read once as the card viewer reads the package's media (services/cardHtml): through the
 * app, so the demo backend answers it as it answers the cards' images, where a bare <img> would go to the network.
 */
function useThumbnails(packageUuid: string, names: string[]) {
  const [read, setRead] = useState<Record<string, string | null>>({});
  const asked = useRef(new Set<string>());
  const readMedia = useMemo(() => mediaReader(envFacts.ossURL, packageUuid), [packageUuid]);
  useEffect(() => {
    for (const name of names.filter((n) => IMAGE_NAME.test(n) && !asked.current.has(n))) {
      asked.current.add(name);
      void readMedia(name).then((data) => setRead((before) => ({ ...before, [name]: data })));
    }
  }, [names, readMedia]);
  return (name: string) => (IMAGE_NAME.test(name) ? read[name] : null);
}

/** A signal that aborts when the tab goes; each mount has its own (StrictMode mounts twice). */
function useMountSignal() {
  const mounted = useRef<AbortController>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  return () => mounted.current!.signal;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * 媒体: the package's files (newest first) and the names its cards use; an image is made smaller on the device and
 * uploaded with its progress, a zip is uploaded as it is; a failed upload keeps its file for 重试. 下载全部媒体 asks
 * for the zip and reads it until its parts are ready, and stops reading when the tab goes.
 */
export function MediaTab({ pkg, reload }: PackageTabProps) {
  const path = { package_uuid: pkg.package_uuid };
  const load = useCreatorLoad(async () => {
    const [list, mapping] = await Promise.all([
      api.apkg.getMediaList({ path, noToast: true }),
      api.apkg.getMediaMapping({ path, noToast: true }),
    ]);
    const files = [...list.items].sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at));
    return { files, mapping: Object.entries(mapping.mapping) };
  });
  const [shown, setShown] = useState(ROWS_STEP);
  const files = useMemo(() => load.data?.files.slice(0, shown), [load.data, shown]);
  const names = useMemo(() => files?.map((f) => f.name) ?? [], [files]);
  const thumbnail = useThumbnails(pkg.package_uuid, names);
  const tabSignal = useMountSignal();

  const zip = useRequest(async () => {
    const controls = { path, noToast: true, signal: tabSignal() };
    let answer = await api.hpkg.requestMediaZip({ ...controls, body: { page_size: ZIP_PAGE_SIZE } });
    for (let polls = 0; answer.status !== 'READY'; polls++) {
      if (polls === ZIP_POLLS_MAX) throw new Error(MEDIA_COPY.zipSlow);
      await pause(ZIP_POLL_MS, controls.signal);
      answer = await api.hpkg.getMediaZip({ ...controls, query: { page_size: ZIP_PAGE_SIZE } });
    }
    return answer.parts;
  });

  const savePart = useRequest(async (part: MediaZip['parts'][number]) => {
    const answer = await fetch(part.url);
    if (!answer.ok) throw new Error(MEDIA_COPY.partFailed);
    downloadBlob(`${pkg.package_uuid}-media-${part.page_number}.zip`, await answer.blob());
    return part.page_number;
  });
  const [savingPart, setSavingPart] = useState<number | null>(null);

  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refused, setRefused] = useState('');
  const [percent, setPercent] = useState(0);
  const upload = useRequest(
    async ({ file, kind }: Chosen) => {
      setPercent(0);
      const controls = {
        path,
        noToast: true,
        timeout: uploadTimeout(file.size),
        onUploadProgress: (sent: number) => setPercent(Math.round(sent * 100)),
      };
      if (kind === 'zip') return api.hpkg.uploadMediaZip({ ...controls, body: { file } });
      return api.hpkg.uploadMedia({ ...controls, body: { file: await shrinkImageFile(file, MEDIA_IMAGE_MAX_EDGE) } });
    },
    () => {
      setChosen(null);
      load.reload();
      // An upload is an edit: the package's version moved, and a zip made before it lacks the new files.
      reload();
      zip.reset();
    },
  );
  const choose = (kind: Chosen['kind']) => (file: File) => {
    if (upload.busy) return;
    if (kind === 'zip' && file.size > MEDIA_ZIP_MAX_BYTES) {
      setChosen(null);
      setRefused(file.name);
      return;
    }
    setRefused('');
    setChosen({ file, kind });
    upload.run({ file, kind });
  };

  let uploadState: UploadState = { kind: 'idle' };
  if (refused) uploadState = { kind: 'failed', name: refused, error: MEDIA_COPY.zipTooLarge, retry: false };
  else if (chosen && upload.busy) uploadState = { kind: 'sending', name: chosen.file.name, percent };
  else if (chosen && upload.error)
    uploadState = { kind: 'failed', name: chosen.file.name, error: upload.error, retry: true };
  else if (upload.done && upload.result) uploadState = { kind: 'done', names: upload.result.items.map((f) => f.name) };

  let zipState: ZipState = { kind: 'idle' };
  if (zip.busy) zipState = { kind: 'preparing' };
  else if (zip.error) zipState = { kind: 'failed', error: zip.error };
  else if (zip.done && zip.result) zipState = { kind: 'ready', parts: zip.result };

  return (
    <MediaView
      files={files?.map((f) => ({ ...f, date: dateOf(f.uploaded_at) ?? '', thumbnail: thumbnail(f.name) })) ?? null}
      total={load.data?.files.length ?? 0}
      loadError={load.error}
      mapping={load.data?.mapping ?? []}
      upload={uploadState}
      zip={zipState}
      onImage={choose('image')}
      onZip={choose('zip')}
      onRetryUpload={() => chosen && upload.run(chosen)}
      onDismissUpload={() => {
        setChosen(null);
        setRefused('');
        upload.reset();
      }}
      onMore={() => setShown((n) => n + ROWS_STEP)}
      onReload={load.reload}
      onDownloadAll={() => zip.run(undefined)}
      onSavePart={(part) => {
        setSavingPart(part.page_number);
        savePart.run(part);
      }}
      savingPart={savePart.busy ? savingPart : null}
      savePartError={savePart.error}
    />
  );
}
