import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  canDeleteUgcBook,
  canEditUgcBook,
  submitProblem,
  validateUgcBookEdit,
  type UgcBook,
  type UgcBookEdit,
  type UgcBookEditErrors,
} from '../domain/ugcBook';
import { errorMessage, notProvidedIn } from './effects';

/**
 * One of my books on 我的作品 (/creator/books). View contract: creatorBook.view.ts.
 * Edit its title and introduction (checked before sending, spec §5 text rules), submit it for review (then it shows
 * 审核中 and is locked), or delete it after a confirmation. A change in flight ignores further taps, so a double tap
 * sends once; a refusal keeps the book as it was and says why.
 */
export interface CreatorBookInput {
  book: UgcBook;
}

interface CreatorBookContext extends CreatorBookInput {
  /** The form's own findings, by field. */
  problems: UgcBookEditErrors;
  /** Why the last change was refused; '' when none. */
  error: string;
}

export type CreatorBookEvent =
  | { type: 'book.edit' }
  | { type: 'book.save'; edit: UgcBookEdit }
  | { type: 'book.cancel' }
  | { type: 'book.submit' }
  | { type: 'book.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface BookChange {
  bookId: string;
  edit: UgcBookEdit;
}

const notProvided = notProvidedIn('creatorBook');

export const creatorBookMachine = setup({
  types: {
    input: {} as CreatorBookInput,
    context: {} as CreatorBookContext,
    events: {} as CreatorBookEvent,
  },
  actors: {
    updateBook: fromPromise<UgcBook, BookChange>(notProvided('updateBook')),
    submitBook: fromPromise<UgcBook, { bookId: string }>(notProvided('submitBook')),
    deleteBook: fromPromise<unknown, { bookId: string }>(notProvided('deleteBook')),
  },
  actions: {
    keepBook: assign({ book: (_, params: { book: UgcBook }) => params.book, error: '' }),
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error, '操作失败，请重试') }),
    clearErrors: assign({ problems: {}, error: '' }),
    findProblems: assign({
      problems: ({ event }) => {
        assertEvent(event, 'book.save');
        return validateUgcBookEdit(event.edit);
      },
    }),
    refuseSubmit: assign({ error: ({ context }) => submitProblem(context.book) ?? '' }),
  },
  guards: {
    canEdit: ({ context }) => canEditUgcBook(context.book),
    canDelete: ({ context }) => canDeleteUgcBook(context.book),
    editInvalid: ({ event }) => {
      assertEvent(event, 'book.save');
      return Object.keys(validateUgcBookEdit(event.edit)).length > 0;
    },
    submitRefused: ({ context }) => submitProblem(context.book) !== null,
  },
}).createMachine({
  id: 'creatorBook',
  context: ({ input }) => ({ ...input, problems: {}, error: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'book.edit': { guard: 'canEdit', target: 'editing', actions: 'clearErrors' },
        'book.submit': [
          { guard: 'submitRefused', actions: 'refuseSubmit' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
        'book.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'clearErrors' },
      },
    },
    editing: {
      on: {
        'book.save': [
          { guard: 'editInvalid', actions: 'findProblems' },
          { target: 'saving', actions: 'clearErrors' },
        ],
        'book.cancel': { target: 'idle', actions: 'clearErrors' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateBook',
        src: 'updateBook',
        input: ({ context, event }) => {
          assertEvent(event, 'book.save');
          return { bookId: context.book.ugc_book_id, edit: event.edit };
        },
        onDone: { target: 'idle', actions: { type: 'keepBook', params: ({ event }) => ({ book: event.output }) } },
        // Refused: the form stays open with what was typed.
        onError: { target: 'editing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitBook',
        src: 'submitBook',
        input: ({ context }) => ({ bookId: context.book.ugc_book_id }),
        onDone: { target: 'idle', actions: { type: 'keepBook', params: ({ event }) => ({ book: event.output }) } },
        onError: { target: 'idle', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteBook',
        src: 'deleteBook',
        input: ({ context }) => ({ bookId: context.book.ugc_book_id }),
        onDone: 'deleted',
        onError: { target: 'idle', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { type: 'final' },
  },
});
