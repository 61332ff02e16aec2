import type { Lease, ShelfBook } from '../domain/lease';
import type { UpdateCheck } from '../domain/packageRelease';
import type { Api } from './api';
import { HttpError } from './http/errors';

export interface ShelfEntry {
  book: ShelfBook;
  /** The book's last lease (GET /books/v1/library/lease/{id}); null for a book owned. */
  lease: Lease | null;
  /** Whether the author published a newer release than the one I hold; null when unknown. */
  update: UpdateCheck | null;
}

export interface ShelfPageOfEntries {
  items: ShelfEntry[];
  page_number: number;
  has_more: boolean;
  version: string;
}

/**
 * One page of 我的书架 with each leased book's lease and each book's update check (spec §7 check_updates). A later page goes with the version of page 1; when the shelf has
 * changed since (409), page 1 is read again instead, so the list never skips or repeats a book.
 */
export async function loadShelfPage(
  api: Api,
  { pageNumber, pageSize, version }: { pageNumber: number; pageSize: number; version: string | null },
): Promise<ShelfPageOfEntries> {
  let page;
  try {
    page = await api.books.listMyBooks({
      query: { page_number: pageNumber, page_size: pageSize, ...(pageNumber > 1 && version ? { version } : {}) },
      noToast: true,
    });
  } catch (error) {
    if (pageNumber > 1 && error instanceof HttpError && error.status === 409)
      return loadShelfPage(api, { pageNumber: 1, pageSize, version: null });
    throw error;
  }
  // The leases and the update checks go together; a failed check only leaves the badge out.
  const [leases, updates] = await Promise.all([
    Promise.all(
      page.items.map((book) =>
        book.hold === 'LEASED'
          ? api.books.getBookLease({ path: { library_book_id: book.library_book_id }, noToast: true })
          : null,
      ),
    ),
    Promise.all(
      page.items.map((book) =>
        book.package_uuid && book.release_tag
          ? api.hpkg
              .checkUpdates({ path: { package_uuid: book.package_uuid, release_tag: book.release_tag }, noToast: true })
              .catch(() => null)
          : null,
      ),
    ),
  ]);
  return {
    items: page.items.map((book, i) => ({ book, lease: leases[i] ?? null, update: updates[i] ?? null })),
    page_number: page.page_number,
    has_more: page.has_more,
    version: page.version,
  };
}
