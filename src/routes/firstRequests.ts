import type { LoaderFunctionArgs } from 'react-router-dom';
import { bookIdFromParam } from '../lib/bookCode';
import { books } from '../services/api/books';
import { warmEndpoint } from '../services/api/endpoint';
import type { WarmRequest } from '../services/http/client';
import { feedback } from '../services/api/feedback';
import { vip } from '../services/api/vip';
import { clientStore, http, reporter } from './app';
import { bookSections } from './library/bookSections';
import { filtersFrom, pageQuery } from './library/libraryFilters';
import { skuPlatform } from './vip/skuPlatform';

/*
 * Route loaders that send a screen's first GETs as its route matches, beside the download of the screen's chunk
 * rather than after its first render; the screen's identical requests take their answers (HttpClient.warm). They
 * return at once, so the screen renders as before, and a request that goes unclaimed costs one extra GET. Each
 * follows its screen's own requests, `noToast` included; the ui tests check that every one of them goes out once.
 */

/**
 * A loader that sends requests ahead, for the page being entered: on a navigation the address still shows the page
 * being left. Whatever goes wrong there is reported, and the screen asks for itself.
 */
const sendAhead =
  (send: (args: LoaderFunctionArgs, warm: WarmRequest) => void) =>
  (args: LoaderFunctionArgs): null => {
    const viewPath = new URL(args.request.url).pathname;
    try {
      send(args, (path, options) => http.warm(path, { ...options, viewPath }));
    } catch (error) {
      reporter.capture(error);
    }
    return null;
  };

/** /book/:id: the book, its rating, first comments and recommendations. */
export const bookFirstRequests = sendAhead(({ params }, warm) => {
  const bookId = bookIdFromParam(params.id);
  if (!bookId) return;
  const sections = bookSections(bookId);
  warmEndpoint(warm, books.getLibraryBook, { path: { library_book_id: bookId }, noToast: true });
  warmEndpoint(warm, feedback.getRemarkRatio, sections.rating);
  warmEndpoint(warm, feedback.listPublicBookFeedback, sections.comments);
  warmEndpoint(warm, books.getBookRecommends, sections.recommends);
});

/** /vip-subscribe: the plans, and the signed-in reader's VIP. */
export const vipFirstRequests = sendAhead((_, warm) => {
  warmEndpoint(warm, vip.getSkus, { path: skuPlatform });
  if (clientStore.get().token) warmEndpoint(warm, vip.getMyVip, {});
});

/** /sale/cm: the categories and the first page of books for the filters in the address. */
export const libraryFirstRequests = sendAhead(({ request }, warm) => {
  const firstPage = pageQuery(filtersFrom(new URL(request.url).searchParams), 1);
  warmEndpoint(warm, books.listCategories, { noToast: true });
  warmEndpoint(warm, books.listLibrary, { query: firstPage, noToast: true });
});

/**
 * Sent on entering the screen only. Staying on it with other params or another query (the library's filters), the
 * screen asks for what it needs itself: it would not ask again for all of the first requests (the categories).
 */
export const onEntryOnly = () => false;
