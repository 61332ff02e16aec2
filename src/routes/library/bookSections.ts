/**
 * What the book page asks for besides the book itself: its rating, first comments and recommendations. A section
 * that fails shows its own 重试, so none of them toasts. Each is its own function, so the boot module, which sends the
 * rating ahead, carries only that one.
 */
export const bookRatingRequest = (bookId: string) => ({ path: { book_id: bookId }, noToast: true });

export const bookCommentsRequest = (bookId: string) => ({
  path: { library_book_id: bookId },
  query: { page_number: 1, page_size: 3 },
  noToast: true,
});

export const bookRecommendsRequest = (bookId: string) => ({
  path: { library_book_id: bookId },
  query: { page_size: 6 },
  noToast: true,
});
