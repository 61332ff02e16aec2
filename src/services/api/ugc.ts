import { GET, POST, PUT } from './endpoint';

export type UgcBooksResponse = unknown;
export type UgcBookResponse = unknown;
export type UgcReviewResponse = unknown;

export const ugc = {
  listMyUgcBooks: GET('/ugc/v1/books').returns<UgcBooksResponse>(),
  createUgcBook: POST('/ugc/v1/books').body().returns<UgcBookResponse>(),
  deleteMyUgcBooks: PUT('/ugc/v1/books').body().returns<UgcBooksResponse>(),
  getUgcBook: GET('/ugc/v1/books/{ugc_book_id}').returns<UgcBookResponse>(),
  updateUgcBook: PUT('/ugc/v1/books/{ugc_book_id}').body().returns<UgcBookResponse>(),
  listUgcBooks: POST('/ugc/v1/books/page').body().returns<UgcBooksResponse>(),
  updateUgcBookRank: PUT('/ugc/v1/books/{ugc_book_id}/rank').body().returns<UgcBookResponse>(),
  reviewUgcBook: POST('/ugc/v1/books/{ugcBookId}/review').body().returns<UgcReviewResponse>(),
};
