import { captureException, init, setTags, setUser, type BrowserOptions } from '@sentry/browser';
import type { Env } from './env';
import { shouldReport, type ReportSink } from './reporter';

/** The part of @sentry/browser the sink uses, so tests can watch what it is told. */
export interface SentryClient {
  init: typeof init;
  setTags: typeof setTags;
  setUser: typeof setUser;
  captureException: typeof captureException;
}

export interface SentrySinkOptions {
  dsn: string;
  env: Env;
  gitCommit: string;
  /** The demo build's transport keeps events on the page instead of sending them. */
  transport?: BrowserOptions['transport'];
  client?: SentryClient;
}

/** DESIGN §10: no query string leaves the page (it may carry codes or ids). */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? '';

/**
 * Error reporting on Sentry (spec §8, §9): every event tagged with env, the build commit and the user;
 * the reporting filters applied again before sending. Unhandled errors reach it through the reporter
 * port, so Sentry's own global handlers stay off.
 */
export function createSentrySink({
  dsn,
  env,
  gitCommit,
  transport,
  client = { init, setTags, setUser, captureException },
}: SentrySinkOptions): ReportSink {
  client.init({
    dsn,
    environment: env,
    release: gitCommit,
    ...(transport ? { transport } : {}),
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
    beforeSend(event, hint) {
      if (!shouldReport(hint.originalException)) return null;
      if (event.request?.url) event.request.url = withoutQuery(event.request.url);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      const data = breadcrumb.data;
      if (data)
        for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
      return breadcrumb;
    },
  });
  client.setTags({ env, gitCommit });
  return {
    setUser(user) {
      client.setUser(user ? { id: user.id, username: user.nickname } : null);
      client.setTags({ user_id: user?.id, nickname: user?.nickname });
    },
    capture(error, user) {
      client.captureException(error, {
        tags: { env, gitCommit, user_id: user?.id, nickname: user?.nickname },
      });
    },
  };
}
