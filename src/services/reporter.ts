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

/**
 * The error-reporter port. The real reporter connects a sink later; until then it only keeps the
 * user, so every part of the app already talks to the interface it will use.
 */
export function createReporter() {
  let user: ReportUser | null = null;
  let sink: ReportSink | undefined;
  return {
    setUser(next: ReportUser | null) {
      user = next;
      sink?.setUser(next);
    },
    user: () => user,
    capture(error: unknown) {
      if (shouldReport(error)) sink?.capture(error, user);
    },
    connect(next: ReportSink) {
      sink = next;
      next.setUser(user);
    },
  };
}

export type Reporter = ReturnType<typeof createReporter>;
