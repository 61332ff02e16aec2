import { createApi } from '../services/api';
import { createClientStore } from '../services/clientRecord';
import { backendConfigFromVite, resolveEnv } from '../services/env';
import { createHttpClient } from '../services/http/client';
import { page } from '../services/platform';

/** The composition root: one instance of each service for the running page. */
export const clientStore = createClientStore();

export const envFacts = resolveEnv({
  host: window.location.host,
  userAgent: navigator.userAgent,
  storedApiEnv: clientStore.get().debug.apiEnv,
  config: backendConfigFromVite(),
  gitCommit: __GIT_COMMIT__,
});

export const http = createHttpClient({
  baseURL: () => envFacts.apiURL,
  authorization: () => clientStore.get().token,
  deviceId: () => clientStore.get().uuid,
  inviterId: () => clientStore.getInviter(),
  viewPath: page.path,
});

export const api = createApi(http.request);
