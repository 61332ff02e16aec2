import { ActionIcon, CloseButton, Group, Loader, Overlay, Paper, Skeleton, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { CaptchaView } from '../../machines/phoneLogin.view';
import classes from './SliderCaptchaView.module.css';

export type SliderCaptchaStatus = 'loading' | 'ready' | 'verifying' | 'failed' | 'error';

/** How each state of the phone sheet's captcha shows: the slider's status and its message. */
export const CAPTCHA_STATUS: Record<CaptchaView['kind'], [SliderCaptchaStatus, string?]> = {
  loading: ['loading'],
  ready: ['ready'],
  verifying: ['verifying'],
  missed: ['failed', '验证失败，请重试'],
  loadFailed: ['error', '验证图片加载失败'],
};

interface SliderCaptchaViewProps {
  status: SliderCaptchaStatus;
  /** PNG bodies in Base64, without the `data:` prefix, as AJ-Captcha sends them. */
  backgroundBase64?: string;
  pieceBase64?: string;
  /** The drag ended: distance in shown pixels, and the width the background is shown at. */
  onRelease: (moved: number, shownWidth: number) => void;
  onRefresh: () => void;
  onClose?: () => void;
  /** Shown when failed (in the track) or error (in the image box). */
  message?: string;
}

/** AJ-Captcha's background is 310 × 155; it is shown at the container's width. */
const IMAGE_WIDTH = 310;
const THUMB_SIZE = 44;
const KEY_STEP = 2;

const png = (base64: string) => `data:image/png;base64,${base64}`;

function RefreshIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </svg>
  );
}

function ThumbIcon({ failed }: { failed: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={failed ? 'M6 6l12 12M18 6L6 18' : 'M5 12h14M13 6l6 6-6 6'} />
    </svg>
  );
}

export function SliderCaptchaView({
  status,
  backgroundBase64,
  pieceBase64,
  onRelease,
  onRefresh,
  onClose,
  message,
}: SliderCaptchaViewProps) {
  const { ref: boxRef, width } = useElementSize();
  const shownWidth = width || IMAGE_WIDTH;
  const maxMoved = Math.max(0, shownWidth - THUMB_SIZE);
  const [rawMoved, setMoved] = useState(0);
  const moved = Math.min(rawMoved, maxMoved);
  const [dragging, setDragging] = useState(false);
  const dragOrigin = useRef(0);
  const interactive = status === 'ready';

  // Spring back for a new try, unless the answer is being checked or shown as wrong.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status !== 'verifying' && status !== 'failed') {
      setMoved(0);
      setDragging(false);
    }
  }

  const clamp = (x: number) => Math.min(Math.max(x, 0), maxMoved);
  // A tap without any movement is not an answer; it would only waste an attempt.
  const release = () => {
    if (moved > 0) onRelease(moved, shownWidth);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!interactive || e.button !== 0) return;
    dragOrigin.current = e.clientX - moved;
    e.currentTarget.setPointerCapture?.(e.pointerId); // absent in jsdom
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging) setMoved(clamp(e.clientX - dragOrigin.current));
  };
  const onPointerUp = () => {
    if (!dragging) return;
    setDragging(false);
    if (interactive) release();
  };
  const onPointerCancel = () => {
    if (!dragging) return;
    setDragging(false);
    setMoved(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return;
    const step = { ArrowRight: KEY_STEP, ArrowLeft: -KEY_STEP }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      setMoved(clamp(moved + step));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      release();
    }
  };

  const failed = status === 'failed';
  const hint = failed ? message : moved === 0 && status !== 'error' ? '向右拖动滑块完成拼图' : undefined;
  // The failure message stays beside the thumb, on whichever side has more room.
  const hintSide =
    failed && moved > maxMoved / 2 ? { left: 0, right: shownWidth - moved } : { left: moved + THUMB_SIZE, right: 0 };

  return (
    <Paper className={classes.root} mod={{ dragging }} p="sm" radius="md" shadow="sm" withBorder>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={600} size="sm">
          请完成安全验证
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="换一张"
            onClick={onRefresh}
            disabled={status === 'loading' || status === 'verifying'}
          >
            <RefreshIcon />
          </ActionIcon>
          {onClose && <CloseButton size="lg" aria-label="关闭验证" onClick={onClose} />}
        </Group>
      </Group>

      <div ref={boxRef} className={classes.image}>
        {status === 'loading' && <Skeleton h="100%" radius={0} />}
        {status === 'error' && (
          <Text className={classes.error} size="sm" c="dimmed" role="alert">
            {message}
          </Text>
        )}
        {status !== 'loading' && status !== 'error' && (
          <>
            {backgroundBase64 && (
              <img className={classes.background} src={png(backgroundBase64)} alt="拼图背景" draggable={false} />
            )}
            {pieceBase64 && (
              <img
                className={`${classes.piece} ${classes.moves}`}
                src={png(pieceBase64)}
                alt=""
                draggable={false}
                style={{ left: moved }}
              />
            )}
          </>
        )}
        {status === 'verifying' && (
          <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.6} center zIndex={2}>
            <Loader size="sm" aria-label="正在验证" />
          </Overlay>
        )}
      </div>

      <div className={classes.track} data-failed={failed || undefined}>
        <div className={`${classes.fill} ${classes.moves}`} style={{ width: moved > 0 ? moved + THUMB_SIZE / 2 : 0 }} />
        <span className={classes.hint} aria-live="polite" style={hintSide}>
          {hint}
        </span>
        <div
          className={`${classes.thumb} ${classes.moves}`}
          data-active={dragging || moved > 0 || undefined}
          role="slider"
          tabIndex={0}
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={Math.round(maxMoved)}
          aria-valuenow={Math.round(moved)}
          aria-disabled={!interactive}
          style={{ left: moved }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <ThumbIcon failed={failed} />
        </div>
      </div>
    </Paper>
  );
}
