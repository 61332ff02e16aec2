/**
 * What the book page asks for besides the book itself: its rating, first comments and recommendations. A section
 * that fails shows its own 重试, so none of them toasts.
 */
export const bookSections = (bookId: string) => ({
  rating: { path: { book_id: bookId }, noToast: true },
  comments: { path: { library_book_id: bookId }, query: { page_number: 1, page_size: 3 }, noToast: true },
  recommends: { path: { library_book_id: bookId }, query: { page_size: 6 }, noToast: true },
});
