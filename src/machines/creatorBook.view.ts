import type { SnapshotFrom } from 'xstate';
import {
  canDeleteUgcBook,
  canEditUgcBook,
  canSubmitUgcBook,
  UGC_STATUS_LABELS,
  type UgcBook,
  type UgcBookEditErrors,
  type UgcBookStatus,
} from '../domain/ugcBook';
import type { creatorBookMachine } from './creatorBook.machine';

export type CreatorBookView =
  | { kind: 'deleted'; title: string }
  | {
      kind: 'book';
      book: UgcBook;
      status: { value: UgcBookStatus; label: string };
      /** Which actions the book's status allows. */
      can: { edit: boolean; submit: boolean; delete: boolean };
      /** The edit form is open (it stays open, with what was typed, while saving and after a refusal). */
      editing: boolean;
      confirmingDelete: boolean;
      /** The change under way, if any: its button shows it and every button ignores taps. */
      busy: 'saving' | 'submitting' | 'deleting' | null;
      problems: UgcBookEditErrors;
      /** Why the last change was refused; '' when none. */
      error: string;
    };

export function creatorBookView(snapshot: SnapshotFrom<typeof creatorBookMachine>): CreatorBookView {
  const { book, problems, error } = snapshot.context;
  if (snapshot.status === 'done') return { kind: 'deleted', title: book.title };
  return {
    kind: 'book',
    book,
    status: { value: book.status, label: UGC_STATUS_LABELS[book.status] },
    can: { edit: canEditUgcBook(book), submit: canSubmitUgcBook(book), delete: canDeleteUgcBook(book) },
    editing: snapshot.matches('editing') || snapshot.matches('saving'),
    confirmingDelete: snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
    busy: snapshot.matches('saving')
      ? 'saving'
      : snapshot.matches('submitting')
        ? 'submitting'
        : snapshot.matches('deleting')
          ? 'deleting'
          : null,
    problems,
    error,
  };
}
