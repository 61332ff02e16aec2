import { ActionIcon, Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CardComment } from '../../domain/card';
import type { CardFace, CardSound, CardViewerView } from '../../machines/cardViewer.view';
import { InlineRetry } from '../shell/InlineRetry';
import { StatusView } from '../shell/StatusView';
import { CARD_COPY } from './cardCopy';
import { CardFrame } from './CardFrame';
import classes from './CardViewer.module.css';

export type CommentsSection =
  { kind: 'loading' } | { kind: 'failed'; onRetry: () => void } | { kind: 'ready'; items: CardComment[] };

export interface CardViewerProps {
  state: CardViewerView;
  bookTitle: string;
  dark: boolean;
  /** The shown card's comments (CardComments), loaded by the route per card. */
  comments: ReactNode;
  /** Beyond the sample: the book's purchase actions. */
  purchase: ReactNode;
  onFlip: () => void;
  onNext: () => void;
  onPrev: () => void;
  onSpeak: () => void;
  onUnlock: () => void;
  onRetry: () => void;
  onBook: () => void;
}

/** A horizontal move this long is a swipe; a shorter touch is a tap. */
const SWIPE_PX = 40;

/** Tap to flip, swipe for the next or previous card: a layer over the frame, which takes no input itself. */
function Gestures({ onFlip, onNext, onPrev }: Pick<CardViewerProps, 'onFlip' | 'onNext' | 'onPrev'>) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return (
    <button
      type="button"
      className={classes.gestures}
      aria-label={CARD_COPY.tapCard}
      onPointerDown={(e) => void (start.current = e.clientX)}
      onPointerUp={(e) => {
        const dx = start.current === null ? 0 : e.clientX - start.current;
        start.current = null;
        swiped.current = Math.abs(dx) >= SWIPE_PX;
        if (dx <= -SWIPE_PX) onNext();
        else if (dx >= SWIPE_PX) onPrev();
      }}
      onClick={() => {
        // The click that ends a swipe is not a tap.
        if (!swiped.current) onFlip();
        swiped.current = false;
      }}
    />
  );
}

function Face({
  face,
  dark,
  onRetry,
  onUnlock,
  onFlip,
  onNext,
  onPrev,
  purchase,
  total,
}: {
  face: CardFace;
  dark: boolean;
  total: number;
} & Pick<CardViewerProps, 'onRetry' | 'onUnlock' | 'onFlip' | 'onNext' | 'onPrev' | 'purchase'>) {
  if (face.kind === 'fetching')
    return (
      <div className={classes.placeholder} role="status" aria-label={CARD_COPY.loading}>
        <Loader size="sm" />
      </div>
    );
  if (face.kind === 'failed')
    return (
      <div className={classes.placeholder}>
        <InlineRetry error={face.error} onRetry={onRetry} />
      </div>
    );
  if (face.kind === 'locked')
    return (
      <Paper
        className={classes.locked}
        withBorder
        radius="lg"
        p="lg"
        role="region"
        aria-label={CARD_COPY.lockedTitle(total)}
      >
        <Title order={2} size="h4" ta="center">
          {CARD_COPY.lockedTitle(total)}
        </Title>
        <Text size="sm" c="dimmed" ta="center" mt={4} mb="md">
          {CARD_COPY.lockedBody}
        </Text>
        {purchase}
      </Paper>
    );
  return (
    <div className={classes.card} data-side={face.side}>
      <CardFrame html={face.html} dark={dark} title={face.side === 'front' ? CARD_COPY.front : CARD_COPY.back} />
      {!face.unlock && <Gestures onFlip={onFlip} onNext={onNext} onPrev={onPrev} />}
      {face.unlock && (
        <Stack gap={4} className={classes.unlock}>
          <Text size="sm">{face.unlock.template.unlock_rule}</Text>
          {face.unlock.template.free_unlocks_left !== null && (
            <Text size="xs" c="dimmed">
              {CARD_COPY.unlocksLeft(face.unlock.template.free_unlocks_left)}
            </Text>
          )}
          {face.unlock.error && (
            <Text size="sm" c="red.9" role="alert">
              {face.unlock.error}
            </Text>
          )}
          <Button onClick={onUnlock} loading={face.unlock.busy}>
            {`${CARD_COPY.unlock}「${face.unlock.template.name}」`}
          </Button>
        </Stack>
      )}
    </div>
  );
}

function Speaker({ sound, canSpeak, onSpeak }: { sound: CardSound; canSpeak: boolean; onSpeak: () => void }) {
  if (!canSpeak) return null;
  const speaking = sound.kind === 'speaking';
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant={speaking ? 'filled' : 'light'}
        size="lg"
        radius="xl"
        aria-label={speaking ? CARD_COPY.speaking : CARD_COPY.speak}
        aria-pressed={speaking}
        onClick={onSpeak}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="currentColor">
          <path d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
        </svg>
      </ActionIcon>
      {sound.kind === 'failed' && (
        <Text size="xs" c="red.9" role="alert">
          {sound.error}
        </Text>
      )}
    </Group>
  );
}

/** 卡片评论 under the card. */
export function CardComments({ comments }: { comments: CommentsSection }) {
  return (
    <section aria-label={CARD_COPY.comments} className={classes.comments}>
      <Title order={3} size="h5" mb="xs">
        {CARD_COPY.comments}
      </Title>
      {comments.kind === 'loading' && (
        <div role="status" aria-label={CARD_COPY.commentsLoading}>
          <Loader size="xs" />
        </div>
      )}
      {comments.kind === 'failed' && <InlineRetry error={CARD_COPY.commentsFailed} onRetry={comments.onRetry} />}
      {comments.kind === 'ready' && comments.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {CARD_COPY.noComments}
        </Text>
      )}
      {comments.kind === 'ready' && comments.items.length > 0 && (
        <ul className={classes.commentList}>
          {comments.items.map((c) => (
            <li key={c.comment_id} className={classes.comment}>
              <Avatar src={c.avatar_url} size={28} radius="xl" alt="">
                {[...c.nickname][0]}
              </Avatar>
              <div>
                <Text size="xs" c="dimmed">
                  {c.nickname}
                </Text>
                <Text size="sm">{c.content}</Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const CardViewerLoading = () => (
  <Stack align="center" py={64} role="status" aria-label={CARD_COPY.loading}>
    <Loader />
  </Stack>
);

/** /book-previewer/:id: one card at a time, 第 n / N 张, the speaker, the card's comments; the lock after the sample. */
export function CardViewer(props: CardViewerProps) {
  const { state, bookTitle, onNext, onPrev, onFlip } = props;
  const showing = state.kind === 'showing';
  useEffect(() => {
    if (!showing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, [contenteditable]')) return;
      if (e.key === 'ArrowRight') onNext();
      else if (e.key === 'ArrowLeft') onPrev();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showing, onNext, onPrev]);

  if (state.kind === 'loading') return <CardViewerLoading />;
  if (state.kind === 'failed')
    return (
      <StatusView
        mark="!"
        title={state.error}
        description={bookTitle}
        actions={[
          { label: CARD_COPY.retry, primary: true, onClick: props.onRetry },
          { label: CARD_COPY.backToBook, onClick: props.onBook },
        ]}
      />
    );
  const { face } = state;
  return (
    <Stack gap="sm" p="md" className={classes.viewer}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} lineClamp={1}>
            {bookTitle}
          </Text>
          <Text size="xs" c="dimmed" aria-live="polite">
            {CARD_COPY.position(state.position, state.total)}
            {!state.owned && ` · ${CARD_COPY.sample(state.sampleSize)}`}
          </Text>
        </div>
        <Speaker sound={state.sound} canSpeak={state.canSpeak} onSpeak={props.onSpeak} />
      </Group>
      <Face
        face={face}
        dark={props.dark}
        total={state.total}
        purchase={props.purchase}
        onRetry={props.onRetry}
        onUnlock={props.onUnlock}
        onFlip={onFlip}
        onNext={onNext}
        onPrev={onPrev}
      />
      {face.kind === 'card' && !face.unlock && (
        <Text size="xs" c="dimmed" ta="center">
          {CARD_COPY.tapToFlip}
        </Text>
      )}
      <Group grow gap="xs">
        <Button variant="default" onClick={onPrev} disabled={!state.hasPrev}>
          {CARD_COPY.prev}
        </Button>
        <Button variant="light" onClick={onFlip} disabled={face.kind !== 'card'}>
          {CARD_COPY.flip}
        </Button>
        <Button variant="default" onClick={onNext} disabled={!state.hasNext}>
          {CARD_COPY.next}
        </Button>
      </Group>
      {face.kind === 'card' && props.comments}
    </Stack>
  );
}
