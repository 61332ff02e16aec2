import { decodeBooks, decodeCategories, decodeSearchHints } from '../../domain/book';
import { decodeLease, decodeLeaseTerms, decodeShelfPage } from '../../domain/lease';
import { decodeOrder } from '../../domain/order';
import { decodeManualScore, decodePromotableBooks } from '../../domain/creatorCentre';
import type { QueryValue } from '../http/client';
import { GET, POST, type Scalar } from './endpoint';
import { bookReads } from './firstReads';

export type { LibraryQuery } from './firstReads';

export type ReportResponse = unknown;

type Paging = { page_number?: number; page_size?: number };

/** The spec names the relevance-weight and boost parameters only as a group. */
export type NotesSearchQuery = { keyword: string; [weightOrBoost: string]: QueryValue };

/*
 * The calls of 搜索, 学习榜 and 关注的作者上新 answer raw JSON, decoded where they are used (domain/search, discover,
 * follow): this area is part of the book page's and the library's first paint, and their decoders are not. Its reads
 * that route loaders send ahead are in firstReads.ts, part of the first load of /.
 */
export const books = {
  ...bookReads,
  reportLibraryBook: POST('/books/v1/library/report/{library_book_id}').body().returns<ReportResponse>(),
  getMyRecommends: GET('/books/v1/library/recommends/my').query<{ position?: string }>().decodes(decodeBooks),
  getBookRecommends: GET('/books/v1/library/recommends/{library_book_id}')
    .query<Paging & { position?: string }>()
    .decodes(decodeBooks),
  /** The terms of leasing a book now (`resourceId`: the library book); the answer's shape is an assumption (domain/lease). */
  getLease: GET('/books/v1/library/lease').query<{ resourceId: Scalar }>(['resourceId']).decodes(decodeLeaseTerms),
  getBookLease: GET('/books/v1/library/lease/{library_book_id}').decodes(decodeLease),
  /** A lease term, or a renewal: answers its order (assumed, like create_order); a VIP's is paid at once. */
  leaseBook: POST('/books/v1/library/lease/{library_book_id}').body().decodes(decodeOrder),
  leaseBookWithPlan: POST('/books/v1/library/lease/{library_book_id}/withplan').body().decodes(decodeOrder),
  /** `version`: the shelf's version of page 1; a later page asked with a stale one is refused (409). */
  listMyBooks: GET('/books/v1/my').query<Paging & { version?: Scalar }>().decodes(decodeShelfPage),
  getSearchHints: GET('/books/v1/search/hint').query<{ keyword: string }>(['keyword']).decodes(decodeSearchHints),
  searchNotes: GET('/books/v1/notes/search').query<NotesSearchQuery>(['keyword']).returns<unknown>(),
  getAuthorCategories: GET('/books/v1/author/{user_id}/categories').decodes(decodeCategories),
  /** The books a creator published; the creator_id query is an assumption (spec §7 shows none). */
  listCreatorBooks: GET('/books/v1/creator/books').query<{ creator_id: Scalar }>(['creator_id']).decodes(decodeBooks),
  getStudyRankList: GET('/books/v1/package/{package_uuid}/study/rank_list').returns<unknown>(),
  /** The books of the authors the reader follows, newest first (the paging body is assumed). */
  listFollowerBooks: POST('/books/v1/follower/list')
    .body<{ page_number?: number; page_size?: number }>()
    .returns<unknown>(),
  listMarketingBooks: POST('/books/v1/marketing/list').body().decodes(decodePromotableBooks),
  /** 管理后台 调整评分 (staff only): answers the new rating and the one before it. */
  setManualScore: POST('/books/v1/admin/manual_score')
    .body<{ library_book_id: string; score: number }>(['library_book_id', 'score'])
    .decodes(decodeManualScore),
  getRecommendedCategories: GET('/library/v1/category/recommend')
    .query<{ user_id?: Scalar }>()
    .decodes(decodeCategories),
};
