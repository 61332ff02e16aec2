import type { ErrorEvent, EventHint } from '@sentry/browser';
import { describe, expect, test, vi } from 'vitest';
import { LOGIN_CANCELLED_TEXT } from '../../src/machines/auth.machine';
import { HttpError } from '../../src/services/http/errors';
import { BUFFERED_MAX, createReporter, QuietError, shouldReport, type ReportSink } from '../../src/services/reporter';
import { createSentrySink, type SentryClient } from '../../src/services/sentry';

const httpError = (status: number) =>
  new HttpError({ kind: 'status', url: 'https://api/x', status, message: `Request failed with status code ${status}` });

/** A sink that logs what it is told. */
function loggingSink() {
  const log: unknown[][] = [];
  const sink: ReportSink = {
    setUser: (user) => log.push(['setUser', user]),
    capture: (error, user) => log.push(['capture', error, user]),
  };
  return { log, sink };
}

describe('spec §8 errors that are not reported', () => {
  test('an error flagged skip-reporting, a 401, a 404 and the 取消登录 cancel are not reported; a 500 is', () => {
    expect(shouldReport(Object.assign(new Error('x'), { skipReport: true }))).toBe(false);
    expect(shouldReport(httpError(401))).toBe(false);
    expect(shouldReport(httpError(404))).toBe(false);
    expect(shouldReport(new QuietError(LOGIN_CANCELLED_TEXT))).toBe(false);
    expect(shouldReport(httpError(500))).toBe(true);
    expect(shouldReport(new TypeError('undefined is not a function'))).toBe(true);
  });

  test('the reporter passes only reportable errors to its sink', () => {
    const reporter = createReporter();
    const { log, sink } = loggingSink();
    reporter.connect(sink);
    const crash = httpError(500);
    [httpError(401), httpError(404), new QuietError(LOGIN_CANCELLED_TEXT), crash].forEach(reporter.capture);
    expect(log.filter(([kind]) => kind === 'capture')).toEqual([['capture', crash, null]]);
  });
});

describe('DESIGN §9 the SDK loads after the first paint', () => {
  test('errors captured before the sink connects are buffered and sent when it does, with the user of that moment', () => {
    const reporter = createReporter();
    reporter.setUser({ id: '7', nickname: '花友0007' });
    const early = new Error('before Sentry loaded');
    reporter.capture(early);
    reporter.capture(httpError(404));
    const { log, sink } = loggingSink();
    reporter.connect(sink);
    expect(log).toEqual([
      ['setUser', { id: '7', nickname: '花友0007' }],
      ['capture', early, { id: '7', nickname: '花友0007' }],
    ]);
  });

  test('the buffer keeps only the newest errors', () => {
    const reporter = createReporter();
    for (let i = 0; i < BUFFERED_MAX + 5; i++) reporter.capture(new Error(`e${i}`));
    const { log, sink } = loggingSink();
    reporter.connect(sink);
    const captured = log.filter(([kind]) => kind === 'capture');
    expect(captured).toHaveLength(BUFFERED_MAX);
    expect((captured[0]![1] as Error).message).toBe('e5');
  });
});

/** The default integrations of @sentry/browser's init, by name. */
const SENTRY_DEFAULTS = [
  'EventFilters',
  'FunctionToString',
  'ConversationId',
  'BrowserApiErrors',
  'Breadcrumbs',
  'Console',
  'GlobalHandlers',
  'LinkedErrors',
  'Dedupe',
  'HttpContext',
  'CultureContext',
  'BrowserSession',
].map((name) => ({ name, setupOnce: () => {} }));

/** A Sentry client that logs its calls, and keeps the options it was started with. */
function loggingClient() {
  const log: unknown[][] = [];
  let options: NonNullable<Parameters<SentryClient['init']>[0]> = {};
  const client: SentryClient = {
    init: (o) => {
      options = o ?? {};
      // As @sentry/browser does: the integrations option picks from the defaults during init.
      if (typeof options.integrations === 'function')
        log.push(['init with', options.integrations(SENTRY_DEFAULTS).map((i) => i.name)]);
      return undefined;
    },
    addIntegration: (integration) => void log.push(['addIntegration', integration.name]),
    setTags: (tags) => void log.push(['setTags', tags]),
    setUser: (user) => void log.push(['setUser', user]),
    captureException: (error, hint) => (log.push(['captureException', error, hint]), 'id'),
  };
  return { log, client, options: () => options };
}

describe('spec §9 Sentry tags and user', () => {
  const start = () => {
    const c = loggingClient();
    const sink = createSentrySink({
      dsn: 'https://k@sentry.invalid/1',
      env: 'staging',
      gitCommit: 'abc123 2026-11-22',
      client: c.client,
    });
    return { ...c, sink };
  };

  test('every event is tagged with the environment, the build commit and the user id and nickname', () => {
    const { log, sink, options } = start();
    expect(options()).toMatchObject({
      dsn: 'https://k@sentry.invalid/1',
      environment: 'staging',
      release: 'abc123 2026-11-22',
    });
    expect(log[1]).toEqual(['setTags', { env: 'staging', gitCommit: 'abc123 2026-11-22' }]);
    const error = new Error('boom');
    sink.capture(error, { id: '42', nickname: '花友0042' });
    expect(log.at(-1)).toEqual([
      'captureException',
      error,
      { tags: { env: 'staging', gitCommit: 'abc123 2026-11-22', user_id: '42', nickname: '花友0042' } },
    ]);
  });

  test('spec §4 the reporting user is set from user id and nickname, and cleared on logout', () => {
    const { log, sink } = start();
    sink.setUser({ id: '42', nickname: '花友0042' });
    sink.setUser(null);
    expect(log.slice(2)).toEqual([
      ['setUser', { id: '42', username: '花友0042' }],
      ['setTags', { user_id: '42', nickname: '花友0042' }],
      ['setUser', null],
      ['setTags', { user_id: undefined, nickname: undefined }],
    ]);
  });

  test('Sentry drops the unreported errors itself too, and sends no query string', () => {
    const { options } = start();
    const beforeSend = options().beforeSend!;
    const event = (): ErrorEvent => ({ type: undefined, request: { url: 'https://m.example/vip-order/9?code=abc' } });
    const hint = (originalException: unknown): EventHint => ({ originalException });
    expect(beforeSend(event(), hint(httpError(401)))).toBeNull();
    expect(beforeSend(event(), hint(new QuietError(LOGIN_CANCELLED_TEXT)))).toBeNull();
    expect(beforeSend(event(), hint(httpError(500)))).toMatchObject({
      request: { url: 'https://m.example/vip-order/9' },
    });
  });

  test('DESIGN §9 blocking time: the integrations that wrap browser APIs are set up after init, each in a task of its own', () => {
    vi.useFakeTimers();
    try {
      const { log } = start();
      expect(log[0]).toEqual([
        'init with',
        [
          'EventFilters',
          'FunctionToString',
          'ConversationId',
          'LinkedErrors',
          'Dedupe',
          'HttpContext',
          'CultureContext',
        ],
      ]);
      const added = () => log.filter(([kind]) => kind === 'addIntegration').map(([, name]) => name);
      expect(added()).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(added()).toEqual(['BrowserApiErrors']);
      vi.runAllTimers();
      expect(added()).toEqual(['BrowserApiErrors', 'Breadcrumbs', 'Console', 'BrowserSession']);
    } finally {
      vi.useRealTimers();
    }
  });

  test("Sentry's own global handlers are off: uncaught errors reach it through the filtering reporter", () => {
    const { options } = start();
    const integrations = options().integrations as (d: { name: string }[]) => { name: string }[];
    expect(integrations([{ name: 'GlobalHandlers' }, { name: 'Dedupe' }]).map((i) => i.name)).toEqual(['Dedupe']);
  });
});
