import type { Api, catalogue } from '../services/api';
import { bindCatalogue, callEndpoint, type AnyEndpoint, type Bound } from '../services/api/endpoint';
import { http } from './app';

/**
 * One endpoint of the catalogue (services/api), sent through the app's client as `api` sends it. A screen that paints
 * its data before the sign-in layer has come calls this, and so imports only the areas it calls: `api` binds the whole
 * catalogue (8 KB gzip), which would share the network with that paint.
 */
export const callApi = <E extends AnyEndpoint>(endpoint: E, ...args: Parameters<Bound<E>>) =>
  callEndpoint(http.request, endpoint, args[0] as Parameters<typeof callEndpoint>[2]) as ReturnType<Bound<E>>;

type Catalogue = typeof catalogue;
type LooseArea = Record<string, (args?: unknown) => Promise<unknown>>;

/** An area whose calls wait for the whole catalogue (routes/api.ts), loaded by the first of them. */
const areaLater = (area: string): LooseArea =>
  new Proxy({} as LooseArea, {
    get: (_, name) => (args?: unknown) =>
      import('./api').then(({ api }) => (api as unknown as Record<string, LooseArea>)[area]![String(name)]!(args)),
  });

/**
 * `api` as the flows' services are written against it, for a screen that paints its data before the sign-in layer
 * has come: the areas given are bound at once, as callApi sends them, for what the screen asks for first; any other
 * area waits for the whole catalogue with its first call, made later (a payment, the check after a sign-in), by which
 * time the sign-in layer has usually loaded it.
 */
export function apiWith<A extends keyof Catalogue>(areas: Pick<Catalogue, A>): Api {
  const bound = new Map<string, unknown>(
    Object.entries<Record<string, AnyEndpoint>>(areas).map(([name, endpoints]) => [
      name,
      bindCatalogue(http.request, endpoints),
    ]),
  );
  return new Proxy({} as Api, {
    get: (_, area) => {
      if (typeof area !== 'string') return undefined;
      if (!bound.has(area)) bound.set(area, areaLater(area));
      return bound.get(area);
    },
  });
}
