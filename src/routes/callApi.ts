import { callEndpoint, type AnyEndpoint, type Bound } from '../services/api/endpoint';
import { http } from './app';

/**
 * One endpoint of the catalogue (services/api), sent through the app's client as `api` sends it. A screen that paints
 * its data before the sign-in layer has come calls this, and so imports only the areas it calls: `api` binds the whole
 * catalogue (8 KB gzip), which would share the network with that paint.
 */
export const callApi = <E extends AnyEndpoint>(endpoint: E, ...args: Parameters<Bound<E>>) =>
  callEndpoint(http.request, endpoint, args[0] as Parameters<typeof callEndpoint>[2]) as ReturnType<Bound<E>>;
