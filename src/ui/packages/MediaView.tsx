import { Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { MEDIA_IMAGE_MAX_EDGE, MEDIA_ZIP_MAX_BYTES, type MediaZip } from '../../domain/cardPackage';
import { InlineRetry } from '../shell/InlineRetry';
import { LoadFailed } from '../shell/StatusView';
import classes from './MediaView.module.css';

const MB = 1024 * 1024;

/** A size as people read it: KB below a megabyte, MB from there. */
export const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(0.1, bytes / 1024).toFixed(1)} KB` : `${(bytes / MB).toFixed(1)} MB`;

/** The words of a package's 媒体 tab. */
export const MEDIA_COPY = {
  label: '媒体文件',
  total: (count: number) => `共 ${count} 个媒体文件`,
  loading: '媒体加载中',
  loadFailed: '媒体加载失败',
  empty: '还没有媒体文件',
  emptyHint: '上传图片或压缩包后，卡片就可以引用这些文件。',
  uploadImage: '上传图片',
  uploadZip: '上传压缩包',
  uploadHint: `图片会先在本机缩小到长边 ${MEDIA_IMAGE_MAX_EDGE} 像素以内；压缩包不超过 ${MEDIA_ZIP_MAX_BYTES / MB} MB。`,
  zipTooLarge: `压缩包不能超过 ${MEDIA_ZIP_MAX_BYTES / MB} MB，请分成几个再上传`,
  uploading: (name: string) => `正在上传 ${name}`,
  progress: (name: string) => `${name} 的上传进度`,
  failed: (name: string) => `「${name}」没有上传成功`,
  retry: '重试',
  dismiss: '放弃',
  understood: '知道了',
  uploaded: (names: string[]) => (names.length <= 3 ? `已上传 ${names.join('、')}` : `已上传 ${names.length} 个文件`),
  more: (left: number) => `显示更多（还有 ${left} 个）`,
  mapping: '卡片中的引用',
  mappingEmpty: '卡片还没有引用媒体文件',
  download: '下载全部媒体',
  preparing: '正在打包媒体，请稍候…',
  partFailed: '这一部分没有下载成功，请重试',
  parts: '媒体压缩包',
  part: (page: number, size: number) => `第 ${page} 部分 · ${fileSize(size)}`,
  zipSlow: '打包时间太长，请稍后重试',
};

export interface MediaRow {
  name: string;
  size: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The image, as a data URL; null when it is not an image or could not be read; undefined while it is read. */
  thumbnail: string | null | undefined;
}

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; percent: number }
  /** `retry`: the same file may go again (a refusal before sending cannot). */
  | { kind: 'failed'; name: string; error: string; retry: boolean }
  | { kind: 'done'; names: string[] };

export type ZipState =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'ready'; parts: MediaZip['parts'] }
  | { kind: 'failed'; error: string };

export interface MediaViewProps {
  /** The files shown so far; null before the list is read. */
  files: MediaRow[] | null;
  /** Every file of the package, shown or not. */
  total: number;
  loadError: string;
  /** Name used in cards → stored file. */
  mapping: [string, string][];
  upload: UploadState;
  zip: ZipState;
  onImage: (file: File) => void;
  onZip: (file: File) => void;
  onRetryUpload: () => void;
  onDismissUpload: () => void;
  onMore: () => void;
  onReload: () => void;
  onDownloadAll: () => void;
  onSavePart: ZipPanelProps['onSavePart'];
  savingPart: number | null;
  savePartError: string;
}

/** A button that opens the file chooser; the input stays focusable under it. */
function Picker({
  label,
  accept,
  busy,
  onFile,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Button component="label" variant="light" className={classes.picker} data-disabled={busy || undefined}>
      {label}
      <input
        type="file"
        accept={accept}
        className={classes.file}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

function UploadPanel({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: UploadState;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  if (upload.kind === 'idle') return null;
  if (upload.kind === 'done')
    return (
      <Text size="sm" c="jade.9" role="status">
        {MEDIA_COPY.uploaded(upload.names)}
      </Text>
    );
  if (upload.kind === 'sending')
    return (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" className={classes.name}>
            {MEDIA_COPY.uploading(upload.name)}
          </Text>
          <Text size="sm" c="dimmed">{`${upload.percent}%`}</Text>
        </Group>
        <Progress value={upload.percent} aria-label={MEDIA_COPY.progress(upload.name)} mt="xs" />
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="sm" role="alert">
      <Text size="sm" className={classes.name}>
        {MEDIA_COPY.failed(upload.name)}
      </Text>
      <Text size="sm" c="red.9">
        {upload.error}
      </Text>
      <Group gap="xs" mt="xs">
        {upload.retry && (
          <Button size="xs" onClick={onRetry}>
            {MEDIA_COPY.retry}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onDismiss}>
          {upload.retry ? MEDIA_COPY.dismiss : MEDIA_COPY.understood}
        </Button>
      </Group>
    </Paper>
  );
}

interface ZipPanelProps {
  zip: ZipState;
  onDownload: () => void;
  /** A part is read through the app, then saved: a plain link cannot carry it in every setting. */
  onSavePart: (part: MediaZip['parts'][number]) => void;
  /** The part being read; null when none. */
  savingPart: number | null;
  savePartError: string;
}

function ZipPanel({ zip, onDownload, onSavePart, savingPart, savePartError }: ZipPanelProps) {
  if (zip.kind === 'failed') return <InlineRetry error={zip.error} onRetry={onDownload} />;
  if (zip.kind === 'ready')
    return (
      <section aria-label={MEDIA_COPY.parts}>
        <Title order={3} size="h6" mb={4}>
          {MEDIA_COPY.parts}
        </Title>
        <Stack gap={4} component="ul" className={classes.list}>
          {zip.parts.map((part) => (
            <li key={part.page_number}>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={savingPart === part.page_number}
                disabled={savingPart !== null}
                onClick={() => onSavePart(part)}
              >
                {MEDIA_COPY.part(part.page_number, part.size)}
              </Button>
            </li>
          ))}
        </Stack>
        {savePartError && <InlineRetry error={savePartError} />}
      </section>
    );
  return (
    <>
      <Button variant="default" loading={zip.kind === 'preparing'} onClick={onDownload}>
        {MEDIA_COPY.download}
      </Button>
      {zip.kind === 'preparing' && (
        <Text size="sm" c="dimmed" role="status">
          {MEDIA_COPY.preparing}
        </Text>
      )}
    </>
  );
}

function Thumbnail({ row }: { row: MediaRow }) {
  if (row.thumbnail === undefined) return <Skeleton className={classes.thumb} />;
  return (
    <div className={classes.thumb}>
      {row.thumbnail ? <img src={row.thumbnail} alt="" /> : <span aria-hidden>{row.name.split('.').pop()}</span>}
    </div>
  );
}

function Mapping({ mapping }: { mapping: [string, string][] }) {
  return (
    <section aria-label={MEDIA_COPY.mapping}>
      <Title order={3} size="h6" mb={4}>
        {MEDIA_COPY.mapping}
      </Title>
      {mapping.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MEDIA_COPY.mappingEmpty}
        </Text>
      ) : (
        <dl className={classes.mapping}>
          {mapping.map(([used, stored]) => (
            <Fragment key={used}>
              <dt>{used}</dt>
              <dd>
                <span aria-hidden>→ </span>
                {stored}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * 媒体: upload an image (made smaller first) or a zip, with its progress; the package's files with a thumbnail,
 * size and date; the names the cards use; and every file as a zip in parts.
 */
export function MediaView(props: MediaViewProps) {
  const { files, upload } = props;
  if (!files && props.loadError)
    return <LoadFailed title={MEDIA_COPY.loadFailed} error={props.loadError} onRetry={props.onReload} />;
  if (!files)
    return (
      <Stack gap="xs" p="md" role="status" aria-label={MEDIA_COPY.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  const busy = upload.kind === 'sending';
  return (
    <Stack gap="md" p="md">
      <Stack gap="xs">
        <Group grow>
          <Picker label={MEDIA_COPY.uploadImage} accept="image/*" busy={busy} onFile={props.onImage} />
          <Picker label={MEDIA_COPY.uploadZip} accept=".zip,application/zip" busy={busy} onFile={props.onZip} />
        </Group>
        <Text size="xs" c="dimmed">
          {MEDIA_COPY.uploadHint}
        </Text>
        <UploadPanel upload={upload} onRetry={props.onRetryUpload} onDismiss={props.onDismissUpload} />
      </Stack>
      {props.total === 0 ? (
        <Stack gap={4} align="center" py="lg">
          <Title order={2} size="h4">
            {MEDIA_COPY.empty}
          </Title>
          <Text size="sm" c="dimmed">
            {MEDIA_COPY.emptyHint}
          </Text>
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {MEDIA_COPY.total(props.total)}
            </Text>
            <Stack gap="xs" component="ul" aria-label={MEDIA_COPY.label} className={classes.list}>
              {files.map((row) => (
                <Paper key={row.name} component="li" withBorder radius="md" p="xs">
                  <Group wrap="nowrap" gap="sm">
                    <Thumbnail row={row} />
                    <div className={classes.name}>
                      <Text size="sm" fw={500}>
                        {row.name}
                      </Text>
                      <Text size="xs" c="dimmed">{`${fileSize(row.size)} · ${row.date}`}</Text>
                    </div>
                  </Group>
                </Paper>
              ))}
            </Stack>
            {props.total > files.length && (
              <Button variant="subtle" onClick={props.onMore}>
                {MEDIA_COPY.more(props.total - files.length)}
              </Button>
            )}
          </Stack>
          <Mapping mapping={props.mapping} />
          <ZipPanel
            zip={props.zip}
            onDownload={props.onDownloadAll}
            onSavePart={props.onSavePart}
            savingPart={props.savingPart}
            savePartError={props.savePartError}
          />
        </>
      )}
    </Stack>
  );
}
