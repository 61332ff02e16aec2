import { addIntegration, captureException, init, setTags, setUser, type BrowserOptions } from '@sentry/browser';
import type { Env } from './env';
import { scrubUrl } from './privacy';
import { shouldReport, type ReportSink } from './reporter';

/** The part of @sentry/browser the sink uses, so tests can watch what it is told. */
export interface SentryClient {
  init: typeof init;
  addIntegration: typeof addIntegration;
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
  /** How the user got there (dev and demo builds: the end of the tab's session log), attached to each error report. */
  trail?: () => ReportAttachment | undefined;
}

export interface ReportAttachment {
  filename: string;
  data: string;
  contentType: string;
}

type Integration = Parameters<typeof addIntegration>[0];

/**
 * The integrations that wrap browser APIs (fetch, XHR, timers, event listeners, the console, history) and start the
 * session: most of Sentry's start. Each is set up in a task of its own after init, so Sentry starts in several short
 * tasks rather than one long one (DESIGN §9, total blocking time).
 */
const SET_UP_LATER = ['BrowserApiErrors', 'Breadcrumbs', 'Console', 'BrowserSession'];

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
  trail,
  client = { init, addIntegration, setTags, setUser, captureException },
}: SentrySinkOptions): ReportSink {
  let later: Integration[] = [];
  client.init({
    dsn,
    environment: env,
    release: gitCommit,
    ...(transport ? { transport } : {}),
    integrations: (defaults) => {
      later = defaults.filter((integration) => SET_UP_LATER.includes(integration.name));
      return defaults.filter((integration) => integration.name !== 'GlobalHandlers' && !later.includes(integration));
    },
    beforeSend(event, hint) {
      if (!shouldReport(hint.originalException)) return null;
      if (event.request?.url) event.request.url = scrubUrl(event.request.url);
      const attachment = trail?.();
      if (attachment) hint.attachments = [attachment];
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      const data = breadcrumb.data;
      if (data)
        for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = scrubUrl(data[key]);
      return breadcrumb;
    },
  });
  client.setTags({ env, gitCommit });
  const setUpNext = ([next, ...rest]: Integration[]) => {
    if (next)
      setTimeout(() => {
        client.addIntegration(next);
        setUpNext(rest);
      }, 0);
  };
  setUpNext(later);
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
