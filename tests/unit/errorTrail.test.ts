import { readFileSync } from 'node:fs';
import type { ErrorEvent, EventHint } from '@sentry/browser';
import { describe, expect, test } from 'vitest';
import { replaySession } from '../../scripts/drive/replay';
import { createActor } from 'xstate';
import { itemsOfEnvelope } from '../../src/demo/errorReports';
import { memoryStorage } from '../../src/demo/store';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { createSessionRecorder } from '../../src/routes/flows/sessionRecorder';
import { readNumberedLog } from '../../src/routes/flows/sessionLog';
import { sessionTrail, TRAIL_FILENAME, TRAIL_LINES } from '../../src/routes/flows/sessionTrail';
import { PHONE_MASK, scrubString } from '../../src/services/privacy';
import { createSentrySink, type SentryClient } from '../../src/services/sentry';

const EXAMPLE = readFileSync('scripts/drive/examples/vipPurchase.session.jsonl', 'utf8');
/** What the example log recorded of the user: the phone typed, the SMS code typed, a query string. */
const PHONE = '13912349999';
const CODE = '2196';

function replay(text: string) {
  const out: string[] = [];
  return { code: replaySession(readNumberedLog(text), (line) => out.push(line)), text: out.join('\n') };
}

describe('issue: error reports carry the trail, scrubbed (DESIGN §10)', () => {
  test('each string is scrubbed: a token, a phone number, an SMS code and a query string never stay', () => {
    expect(scrubString('token', 'demo_abc')).toBe('[token]');
    expect(scrubString('auth', 'Bearer abc')).toBe('[token]');
    expect(scrubString('value', PHONE)).toBe(PHONE_MASK);
    expect(scrubString('message', `验证码已发送至 ${PHONE}`)).toBe(`验证码已发送至 ${PHONE_MASK}`);
    expect(scrubString('phone_number_e164', `+86${PHONE}`)).toBe(`+86${PHONE_MASK}`);
    expect(scrubString('value', CODE)).toBe('0000');
    expect(scrubString('url', 'http://127.0.0.1/go/pingppCallback?order_id=9&code=1234')).toBe(
      'http://127.0.0.1/go/pingppCallback',
    );
    expect(scrubString('path', '/vip-subscribe')).toBe('/vip-subscribe');
    // A user id or an order id (19 digits) is neither a phone nor a code.
    expect(scrubString('user_id', '1700000000000000010')).toBe('1700000000000000010');
  });

  test('the trail of a recorded session holds none of the phone, code, token or query string, and still replays (exit 0)', () => {
    expect(EXAMPLE).toContain(PHONE);
    expect(EXAMPLE).toContain(`"value":"${CODE}"`);
    expect(EXAMPLE).toContain('?order_id=');
    const trail = sessionTrail(EXAMPLE);
    expect(trail).not.toContain(PHONE);
    expect(trail).not.toContain(`"${CODE}"`);
    expect(trail).not.toMatch(/\?order_id=|Bearer|demo_[A-Za-z0-9]{32}/);
    const { code, text } = replay(trail);
    expect(code, text).toBe(0);
    expect(text).toMatch(/xstate\.done\.actor\.loadVip → "paid"$/m);
  });

  test('the last 50 lines, widened to whole actors: a long log gives a trail that the replay does not refuse as cut', () => {
    // The example twice, the second copy under other actor ids: 84 lines, so the last 50 begin mid-way.
    const second = EXAMPLE.replace(/"(j2j9|5p64|ge56)\//g, '"$1b/');
    const log = EXAMPLE + second;
    const lines = log.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(TRAIL_LINES);
    const trail = sessionTrail(log).split('\n').filter(Boolean);
    // Every actor of the last 50 lines is there from its start line; the first copy's earlier actors are not.
    const named = new Set(lines.slice(-TRAIL_LINES).map((l) => (JSON.parse(l) as { actor: string }).actor));
    for (const actor of named) expect(trail.some((l) => l.includes(`"actor":"${actor}","kind":"start"`))).toBe(true);
    expect(trail.some((l) => /"actor":"(j2j9|5p64)\//.test(l))).toBe(false);
    expect(replay(`${trail.join('\n')}\n`).code).toBe(0);
  });

  test('an actor whose history alone passes the limit, or whose start is gone, is left out rather than cut', () => {
    const lines = EXAMPLE.split('\n').filter(Boolean);
    const withoutFirstStart = lines.slice(1).join('\n');
    const trail = sessionTrail(withoutFirstStart);
    expect(trail).not.toContain('"actor":"j2j9/x:0"');
    expect(replay(trail).code).toBe(0);
    expect(sessionTrail(EXAMPLE, 50, 3)).not.toContain('"machine":"vipPurchase"');
  });

  test('Sentry attaches the trail to every error it sends, as session-trail.jsonl', async () => {
    const recorder = createSessionRecorder(memoryStorage());
    const actor = createActor(smsCountdownMachine, {
      input: { seconds: 60 },
      inspect: (event) => recorder.record(event, 'smsCountdown'),
    }).start();
    actor.send({ type: 'countdown.start' });
    await Promise.resolve();
    let options: Parameters<SentryClient['init']>[0] = {};
    const client = {
      init: (o: typeof options) => void (options = o),
      addIntegration: () => {},
      setTags: () => {},
      setUser: () => {},
      captureException: () => '',
    } as unknown as SentryClient;
    createSentrySink({
      dsn: 'https://k@sentry.invalid/1',
      env: 'staging',
      gitCommit: 'c',
      client,
      trail: () => recorder.trail(),
    });
    const hint: EventHint = { originalException: new Error('boom') };
    options!.beforeSend!({ type: undefined } as ErrorEvent, hint);
    expect(hint.attachments).toEqual([
      {
        filename: TRAIL_FILENAME,
        data: expect.stringContaining('"machine":"smsCountdown"'),
        contentType: 'application/x-ndjson',
      },
    ]);
    expect(replay(String(hint.attachments![0]!.data)).code).toBe(0);
  });

  test('the demo transport reads an attachment that holds newlines by its length', () => {
    const trail = '{"a":1}\n{"b":"花"}\n';
    const length = new TextEncoder().encode(trail).length;
    const envelope = [
      '{"event_id":"1"}',
      '{"type":"event"}',
      '{"message":"boom"}',
      `{"type":"attachment","length":${length},"filename":"${TRAIL_FILENAME}"}`,
      trail,
    ].join('\n');
    expect(itemsOfEnvelope(new TextEncoder().encode(envelope))).toEqual([
      { header: { type: 'event' }, payload: '{"message":"boom"}' },
      { header: { type: 'attachment', length, filename: TRAIL_FILENAME }, payload: trail },
    ]);
  });
});
