import type { Book, BookAccess } from '../../domain/book';
import { HttpError } from '../../services/http/errors';
import { clientStore } from '../app';
import { books } from '../../services/api/books';
import { order } from '../../services/api/order';
import { callApi } from '../callApi';

/** The book and the reader's hold on it (order/v1/book/{id}/query and library/lease), or 'not-found'. */
export async function loadBook(
  bookId: string,
): Promise<{ book: Book; access: BookAccess; leaseEndsAt: string | null } | 'not-found'> {
  const path = { library_book_id: bookId };
  let book: Book;
  try {
    book = await callApi(books.getLibraryBook, { path, noToast: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found';
    throw error;
  }
  if (!clientStore.get().token) return { book, access: 'NONE', leaseEndsAt: null };
  const [bookOrder, lease] = await Promise.all([
    callApi(order.getBookOrder, { path, noToast: true }),
    callApi(books.getBookLease, { path, noToast: true }),
  ]);
  const access: BookAccess = bookOrder.owned ? 'OWNED' : lease.leased ? 'LEASED' : 'NONE';
  return { book, access, leaseEndsAt: lease.ends_at };
}
