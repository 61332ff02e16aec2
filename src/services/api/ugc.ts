import {
  decodeRankMove,
  decodeUgcBook,
  decodeUgcBookList,
  decodeUgcBookPage,
  type RankDirection,
  type UgcBookEdit,
} from '../../domain/ugcBook';
import { decodePendingReviewPage, decodeReviewDecision } from '../../domain/review';
import { GET, POST, PUT } from './endpoint';
import type { PageBody } from './order';

export type UgcBookResponse = unknown;

/** The bodies are assumptions (spec §7 names the calls only), marked in src/domain/ugcBook.ts. */
export const ugc = {
  listMyUgcBooks: GET('/ugc/v1/books').decodes(decodeUgcBookList),
  createUgcBook: POST('/ugc/v1/books').body().returns<UgcBookResponse>(),
  /** Deletes my books (a soft delete, as a PUT says): `ugc_book_ids`. */
  deleteMyUgcBooks: PUT('/ugc/v1/books').body<{ ugc_book_ids: string[] }>(['ugc_book_ids']).decodes(decodeUgcBookList),
  getUgcBook: GET('/ugc/v1/books/{ugc_book_id}').decodes(decodeUgcBook),
  updateUgcBook: PUT('/ugc/v1/books/{ugc_book_id}').body<UgcBookEdit>(['title', 'intro']).decodes(decodeUgcBook),
  listUgcBooks: POST('/ugc/v1/books/page')
    .body<{ page_number?: number; page_size?: number }>()
    .decodes(decodeUgcBookPage),
  updateUgcBookRank: PUT('/ugc/v1/books/{ugc_book_id}/rank')
    .body<{ direction: RankDirection }>(['direction'])
    .decodes(decodeRankMove),
  reviewUgcBook: POST('/ugc/v1/books/{ugcBookId}/review').body().decodes(decodeUgcBook),
  /** ASSUMPTION (not in spec §7): 管理后台's books in review, oldest first; managers and admins only. */
  listPendingReviews: POST('/ugc/v1/admin/books/review/page').body<PageBody>().decodes(decodePendingReviewPage),
  /** ASSUMPTION (not in spec §7): 通过 or 驳回 with a required reason; answers the book's new status. */
  decideReview: POST('/ugc/v1/admin/books/{ugc_book_id}/decision')
    .body<{ approve: boolean; reason?: string }>(['approve'])
    .decodes(decodeReviewDecision),
};
