import type { LoaderFunctionArgs } from 'react-router-dom';
import { clientStore, http, reporter } from './app';
import type { FirstRequests } from './firstRequests';

/**
 * A route loader that sends a screen's first GETs (routes/firstRequests.ts) as its route matches, beside the download
 * of the screen's chunk rather than after its first render. It returns at once, so the screen renders as before, and a
 * request that goes unclaimed costs one extra GET. On a navigation the address still shows the page being left, so
 * the requests name the page being entered. Whatever goes wrong is reported, and the screen asks for itself.
 */
export const sendAhead =
  (first: FirstRequests) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    try {
      for (const { path, ...options } of first({ params, url, signedIn: Boolean(clientStore.get().token) })) {
        http.warm(path, { ...options, viewPath: url.pathname });
      }
    } catch (error) {
      reporter.capture(error);
    }
    return null;
  };

/**
 * Sent on entering the screen only. Staying on it with other params or another query (the library's filters), the
 * screen asks for what it needs itself: it would not ask again for all of the first requests (the categories).
 */
export const onEntryOnly = () => false;
