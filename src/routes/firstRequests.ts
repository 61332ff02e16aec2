import type { Params } from 'react-router-dom';
import { bookIdFromParam } from '../lib/bookCode';
import { getAhead, type AheadGet } from '../services/api/endpoint';
import { books } from '../services/api/books';
import { feedback } from '../services/api/feedback';
import { vip } from '../services/api/vip';
import { bookSections } from './library/bookSections';
import { filtersFrom, pageQuery } from './library/libraryFilters';
import { skuPlatform } from './vip/skuPlatform';

/*
 * The first GETs of a screen, as its route is entered: each follows its screen's own requests, `noToast` included, so
 * the screen's identical requests take their answers (HttpClient.warm); the ui tests check that every one of them goes
 * out once. Route loaders send them as the route matches (routes/sendAhead.ts). On a page load the boot module sends
 * them with the HTML (routes/boot), before the app's scripts have run: these functions are built into it too, so they
 * read nothing but what they are given.
 */

/** The route being entered: its params, its address, and whether the reader is signed in. */
export interface RouteEntry {
  params: Params;
  url: URL;
  signedIn: boolean;
}

export type FirstRequests = (entry: RouteEntry) => AheadGet[];

/**
 * /book/:id: the book itself, whose cover is the page's largest image (also the first request of `npm run
 * lighthouse`'s empty data page, the floor).
 */
export const bookItselfFirst: FirstRequests = ({ params }) => {
  const bookId = bookIdFromParam(params.id);
  const book = bookId && getAhead(books.getLibraryBook, { path: { library_book_id: bookId }, noToast: true });
  return book ? [{ ...book, largestImage: 'cover_url' }] : [];
};

/**
 * /book/:id: the book and its rating. The comments and the recommendations, far below, wait until the book has been
 * drawn (BookDetail.tsx): their requests (each with its CORS preflight) and covers would take the network from it.
 */
export const bookFirstRequests: FirstRequests = (entry) => {
  const bookId = bookIdFromParam(entry.params.id);
  if (!bookId) return [];
  return [...bookItselfFirst(entry), getAhead(feedback.getRemarkRatio, bookSections(bookId).rating)];
};

/** /vip-subscribe: the plans, and the signed-in reader's VIP. */
export const vipFirstRequests: FirstRequests = ({ signedIn }) => [
  getAhead(vip.getSkus, { path: skuPlatform }),
  ...(signedIn ? [getAhead(vip.getMyVip, {})] : []),
];

/** /sale/cm: the categories and the first page of books for the filters in the address. */
export const libraryFirstRequests: FirstRequests = ({ url }) => [
  getAhead(books.listCategories, { noToast: true }),
  getAhead(books.listLibrary, { query: pageQuery(filtersFrom(url.searchParams), 1), noToast: true }),
];
