import { HttpError } from './http/errors';

/** Who the error reporter tags events with (spec §9): user id and nickname. Never the token. */
export interface ReportUser {
  id: string;
  nickname: string;
}

export interface ReportSink {
  setUser(user: ReportUser | null): void;
  capture(error: unknown, user: ReportUser | null): void;
}

/** An error the user caused on purpose (取消登录, say): flagged so that it is never reported. */
export class QuietError extends Error {
  readonly skipReport = true;
}

/** Spec §8: errors flagged skip-reporting, and HTTP 401 or 404, are not reported. */
export function shouldReport(error: unknown): boolean {
  if (error instanceof HttpError) return !error.skipReport;
  return !(typeof error === 'object' && error !== null && (error as { skipReport?: unknown }).skipReport === true);
}

/** Errors kept while the reporter's SDK loads after the first paint; older ones beyond this are dropped. */
export const BUFFERED_MAX = 20;

/**
 * The error-reporter port. The SDK loads after the first paint (DESIGN §9) and connects as a sink;
 * what is captured before that waits in a small buffer and goes to the sink when it connects.
 */
export function createReporter() {
  let user: ReportUser | null = null;
  let sink: ReportSink | undefined;
  let buffered: { error: unknown; user: ReportUser | null }[] = [];
  return {
    setUser(next: ReportUser | null) {
      user = next;
      sink?.setUser(next);
    },
    user: () => user,
    capture(error: unknown) {
      if (!shouldReport(error)) return;
      if (sink) sink.capture(error, user);
      else buffered = [...buffered, { error, user }].slice(-BUFFERED_MAX);
    },
    connect(next: ReportSink) {
      sink = next;
      next.setUser(user);
      buffered.forEach((entry) => next.capture(entry.error, entry.user));
      buffered = [];
    },
  };
}

export type Reporter = ReturnType<typeof createReporter>;
