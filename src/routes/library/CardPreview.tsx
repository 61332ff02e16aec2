import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { decodeCardComments } from '../../domain/card';
import type { Book } from '../../domain/book';
import { bookIdFromParam, encodeBookCode } from '../../lib/bookCode';
import { cardViewerMachine } from '../../machines/cardViewer.machine';
import { cardViewerView } from '../../machines/cardViewer.view';
import { mediaReader, safeCardHtml } from '../../services/cardHtml';
import { preferenceCache } from '../../services/preferences';
import { playSound } from '../../services/soundPlayer';
import { BookActionsSkeleton } from '../../ui/library/BookActionsSkeleton';
import { BookLoadFailed } from '../../ui/library/BookStates';
import { CardComments, CardViewer, CardViewerLoading, type CommentsSection } from '../../ui/cards/CardViewer';
import { api } from '../api';
import { clientStore, envFacts } from '../app';
import { requireLogin } from '../auth';
import { AfterPaint } from '../shell/AfterPaint';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { BookNotFound } from './BookDetail';
import { cardViewerServices } from './cardViewerServices';
import { loadBook } from './loadBook';
import type { ReaderActionsProps } from './ReaderActions';

const ReaderActions = lazyChunk<ReaderActionsProps>(() => import('./ReaderActions'));

const loadComments = (id: string) =>
  api.study.getCardComments({ path: { card_id: id }, noToast: true }).then(decodeCardComments);

/** One card's comments, asked when it is shown; keyed by the card, so an older card's answer never lands. */
function Comments({ cardId }: { cardId: string }) {
  const { run, result, error } = useRequest(loadComments);
  useEffect(() => run(cardId), [cardId, run]);
  let section: CommentsSection = { kind: 'loading' };
  if (result) section = { kind: 'ready', items: result.items };
  else if (error) section = { kind: 'failed', onRetry: () => run(cardId) };
  return <CardComments comments={section} />;
}

interface ViewerProps {
  book: Book;
  packageUuid: string;
  /** The card to open first, from 1 (`?card=`). */
  start: number;
  purchase: React.ReactNode;
}

function Viewer({ book, packageUuid, start, purchase }: ViewerProps) {
  const navigate = useNavigate();
  const dark = useComputedColorScheme('light') === 'dark';
  const actor = useScreenActor(() => ({
    logic: cardViewerMachine.provide(
      cardViewerServices({
        api,
        packageUuid,
        requireLogin,
        signedIn: () => !!clientStore.get().token,
        safeHtml: (html) => safeCardHtml(html, mediaReader(envFacts.ossURL, packageUuid)),
        playSound,
      }),
    ),
    options: { input: { start: start - 1, autoSpeak: preferenceCache.read().auto_speak } },
  }));
  const state = useMachineView(actor, cardViewerView);
  const shownCard = state.kind === 'showing' && state.face.kind === 'card' ? state.cardId : null;
  return (
    <CardViewer
      state={state}
      bookTitle={book.title}
      dark={dark}
      comments={shownCard && <Comments key={shownCard} cardId={shownCard} />}
      purchase={purchase}
      onFlip={() => actor.send({ type: 'flip' })}
      onNext={() => actor.send({ type: 'next' })}
      onPrev={() => actor.send({ type: 'prev' })}
      onSpeak={() => actor.send({ type: 'speak' })}
      onUnlock={() => actor.send({ type: 'unlock' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onBook={() => void navigate(`/book/${encodeBookCode(book.library_book_id)}`)}
    />
  );
}

/**
 * /book-previewer/:id: the card viewer (cardViewerMachine). The book is read first, for its title, its package and
 * the reader's hold on it; beyond the free sample the book's own purchase actions show, and a purchase opens the rest.
 */
export default function CardPreview() {
  const params = useParams();
  const [query] = useSearchParams();
  const bookId = bookIdFromParam(params.id);
  const navigate = useNavigate();
  const loaded = useRequest(loadBook);
  const { run } = loaded;
  useEffect(() => {
    if (bookId) run(bookId);
  }, [bookId, run]);
  const start = Math.max(1, Math.floor(Number(query.get('card'))) || 1);

  let body;
  if (!bookId || loaded.result === 'not-found') body = <BookNotFound />;
  else if (!loaded.result && loaded.error)
    body = (
      <BookLoadFailed error={loaded.error} onRetry={() => run(bookId)} onLibrary={() => void navigate('/sale/cm')} />
    );
  else if (!loaded.result) body = <CardViewerLoading />;
  else {
    const { book, access, leaseEndsAt } = loaded.result;
    body = (
      <Viewer
        key={access}
        book={book}
        packageUuid={book.package_uuid ?? ''}
        start={start}
        purchase={
          <AfterPaint fallback={<BookActionsSkeleton />}>
            <ReaderActions
              book={book}
              access={access}
              leaseEndsAt={leaseEndsAt}
              sharerId={null}
              reload={() => run(bookId)}
              onBuyReady={() => {}}
            />
          </AfterPaint>
        }
      />
    );
  }
  return <TitledScreen>{body}</TitledScreen>;
}
