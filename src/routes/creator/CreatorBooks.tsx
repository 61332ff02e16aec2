import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UGC_INTRO_MAX, UGC_TITLE_MAX, type RankDirection, type UgcBook } from '../../domain/ugcBook';
import { creatorBookMachine } from '../../machines/creatorBook.machine';
import { creatorBookView } from '../../machines/creatorBook.view';
import { EMPTY_SHELF, SHELF_COPY, shelfAnnouncements } from '../../ui/creator/shelfCopy';
import { UgcBookRow } from '../../ui/creator/UgcBookRow';
import { ListFooter } from '../../ui/library/ListFooter';
import { StatusView } from '../../ui/shell/StatusView';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { creatorBookServices } from './creatorBookServices';
import { PagesPending, useCreatorPages } from './creatorPages';

const PAGE_SIZE = 20;

interface BookItemProps {
  initial: UgcBook;
  position: number;
  total: number;
  moveRef: (direction: RankDirection) => (node: HTMLButtonElement | null) => void;
  onMove: (direction: RankDirection) => void;
  /** The book as the backend now holds it, after an edit or a submission. */
  onChanged: (book: UgcBook) => void;
  onDeleted: (book: UgcBook) => void;
}

/** One book on its own creatorBook actor: edit, submit for review, delete after a confirmation. */
function BookItem({ initial, position, total, moveRef, onMove, onChanged, onDeleted }: BookItemProps) {
  const actor = useScreenActor(() => ({
    logic: creatorBookMachine.provide(creatorBookServices({ api })),
    options: { input: { book: initial } },
  }));
  const view = useMachineView(actor, creatorBookView);
  const shown = useRef(initial);
  useEffect(() => {
    if (view.kind === 'deleted') onDeleted(shown.current);
    else if (view.book !== shown.current) {
      shown.current = view.book;
      onChanged(view.book);
    }
  }, [view, onChanged, onDeleted]);
  if (view.kind === 'deleted') return null;
  return (
    <UgcBookRow
      view={view}
      position={position}
      total={total}
      updated={dateTimeOf(view.book.updated_at) ?? ''}
      titleMax={UGC_TITLE_MAX}
      introMax={UGC_INTRO_MAX}
      moveRef={moveRef}
      onMove={onMove}
      onEdit={() => actor.send({ type: 'book.edit' })}
      onSave={(edit) => actor.send({ type: 'book.save', edit })}
      onCancel={() => actor.send({ type: 'book.cancel' })}
      onSubmit={() => actor.send({ type: 'book.submit' })}
      onDelete={() => actor.send({ type: 'book.delete' })}
      onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
      onCancelDelete={() => actor.send({ type: 'delete.cancel' })}
    />
  );
}

/** /creator/books, 我的作品: my own books in my order, page by page; each can be edited, submitted, moved or deleted. */
export default function CreatorBooks() {
  const navigate = useNavigate();
  const pages = useCreatorPages((page) =>
    api.ugc.listUgcBooks({ body: { page_number: page, page_size: PAGE_SIZE }, noToast: true }),
  );
  const { update, reload } = pages;
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: RankDirection } | null>(null);

  const move = useRequest(
    ({ book, direction }: { book: UgcBook; direction: RankDirection }) =>
      api.ugc.updateUgcBookRank({ path: { ugc_book_id: book.ugc_book_id }, body: { direction }, noToast: true }),
    ({ moved, swapped }) => {
      const books = pages.loaded?.items ?? [];
      const book = books.find((b) => b.ugc_book_id === moved.ugc_book_id);
      // The neighbour is on a page not read yet: read the shelf again.
      if (!book || !books.some((b) => b.ugc_book_id === swapped.ugc_book_id)) return reload();
      update((items) => {
        const next = items.filter((b) => b.ugc_book_id !== moved.ugc_book_id);
        next.splice(moved.rank - 1, 0, book);
        return next;
      });
      const direction = moved.rank < swapped.rank ? 'up' : 'down';
      setAnnouncement(shelfAnnouncements.moved(book.title, direction, moved.rank));
      setFocusAfterMove({ id: book.ugc_book_id, direction });
    },
  );

  // Focus stays on the moved book: its same button, or the other one once it reached the end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const other = direction === 'up' ? 'down' : 'up';
    const same = moveButtons.current.get(`${id}:${direction}`);
    (same && !same.disabled ? same : moveButtons.current.get(`${id}:${other}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const moveRef = (id: string) => (direction: RankDirection) => (node: HTMLButtonElement | null) => {
    if (node) moveButtons.current.set(`${id}:${direction}`, node);
    else moveButtons.current.delete(`${id}:${direction}`);
  };
  const changed = useCallback(
    (book: UgcBook) => {
      update((items) => items.map((b) => (b.ugc_book_id === book.ugc_book_id ? book : b)));
      setAnnouncement(shelfAnnouncements.changed(book));
    },
    [update],
  );
  const deleted = useCallback(
    (book: UgcBook) => {
      update((items) => items.filter((b) => b.ugc_book_id !== book.ugc_book_id));
      setAnnouncement(shelfAnnouncements.deleted(book.title));
      heading.current?.focus();
    },
    [update],
  );

  let body;
  if (!pages.loaded) body = <PagesPending pages={pages} list="books" />;
  else if (pages.loaded.items.length === 0)
    body = (
      <StatusView
        mark={EMPTY_SHELF.mark}
        title={EMPTY_SHELF.title}
        description={EMPTY_SHELF.description}
        actions={[{ label: EMPTY_SHELF.action, primary: true, onClick: () => void navigate('/go/landing') }]}
      />
    );
  else {
    const { items, hasMore, first } = pages.loaded;
    // With pages still to read, the last book read can move down: its neighbour is on the next page.
    const places = hasMore ? items.length + 1 : items.length;
    body = (
      <Stack gap="sm" p="md">
        <Title order={2} size="h5" ref={heading} tabIndex={-1}>
          {SHELF_COPY.total(hasMore ? first.total : items.length)}
        </Title>
        <Stack
          gap="sm"
          component="ul"
          aria-label={SHELF_COPY.label}
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {items.map((book, index) => (
            <BookItem
              key={book.ugc_book_id}
              initial={book}
              position={index + 1}
              total={places}
              moveRef={moveRef(book.ugc_book_id)}
              onMove={(direction) => move.run({ book, direction })}
              onChanged={changed}
              onDeleted={deleted}
            />
          ))}
        </Stack>
        {move.error && (
          <Text size="sm" c="red.8" role="alert">
            {move.error}
          </Text>
        )}
        <ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />
      </Stack>
    );
  }
  return (
    <TitledScreen>
      {body}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </TitledScreen>
  );
}
