import { createApi } from '../services/api';
import { http } from './app';

/** The api catalogue bound to the app's http client; apart from app.ts, so the first page does not load it. */
export const api = createApi(http.request);
