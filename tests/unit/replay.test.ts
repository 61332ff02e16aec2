import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { readLog, SessionLogError, writeLine } from '../../src/routes/flows/sessionLog';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { createSessionRecorder } from '../../src/routes/flows/sessionRecorder';
import { memoryStorage } from '../../src/demo/store';
import { cli } from '../../scripts/drive/cli';
import { replaySession } from '../../scripts/drive/replay';

const EXAMPLE = 'scripts/drive/examples/vipPurchase.session.jsonl';
const example = () => readFileSync(EXAMPLE, 'utf8');

function replay(text: string) {
  const out: string[] = [];
  const code = replaySession(readLog(text), (line) => out.push(line));
  return { code, text: out.join('\n') };
}

describe('issue: record and replay, the log format', () => {
  test('a recorded actor gives a start line (machine, parent, input, state) and one event line per event', async () => {
    let now = 1_000;
    const recorder = createSessionRecorder(memoryStorage(), () => now);
    const actor = createActor(smsCountdownMachine, {
      input: { seconds: 60 },
      inspect: (event) => recorder.record(event, 'smsCountdown'),
    }).start();
    now += 250;
    actor.send({ type: 'countdown.start' });
    await Promise.resolve();
    const lines = readLog(recorder.export());
    expect(lines).toEqual([
      {
        t: 0,
        kind: 'start',
        actor: expect.stringMatching(/^\w+\/x:\d+$/),
        machine: 'smsCountdown',
        parent: null,
        input: { seconds: 60 },
        state: 'idle',
      },
      { t: 250, kind: 'event', actor: lines[0]!.actor, event: { type: 'countdown.start' }, state: 'counting' },
    ]);
  });

  test('errors come back as Errors, a child snapshot answers hasTag and matches, and a token never goes in', () => {
    const line = writeLine({
      t: 5,
      kind: 'event',
      actor: 'a/x:1',
      event: { type: 'xstate.error.actor.login', error: new Error('验证码错误'), token: 'abc' } as { type: string },
      state: { auth: 'Bearer secret' },
    });
    expect(line).not.toMatch(/secret|abc/);
    const [read] = readLog(line);
    expect((read as unknown as { event: { error: unknown } }).event.error).toEqual(new Error('验证码错误'));
    const snapshotLine = writeLine({
      t: 6,
      kind: 'event',
      actor: 'a/x:1',
      event: {
        type: 'xstate.snapshot.countdown',
        snapshot: { status: 'active', value: 'counting', tags: ['counting'] },
      },
      state: 'x',
    } as never);
    type Revived = { event: { snapshot: { hasTag(t: string): boolean; matches(v: string): boolean } } };
    const snapshot = (readLog(snapshotLine)[0] as unknown as Revived).event.snapshot;
    expect([snapshot.hasTag('counting'), snapshot.hasTag('idle'), snapshot.matches('counting')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  test('a line that is not JSON, or not a start or event line, is refused with its number', () => {
    expect(() => readLog('{"t":0}\n')).toThrow(new SessionLogError('line 1: not a start or event line'));
    expect(() => readLog('\nnope')).toThrow(new SessionLogError('line 2: not JSON'));
  });
});

describe('issue: npm run drive -- --replay', () => {
  test('a recorded VIP purchase (the README example) replays on its recorded path and ends in paid', () => {
    const { code, text } = replay(example());
    expect(code).toBe(0);
    expect(text).toMatch(/xstate\.done\.actor\.loadVip → "paid"/);
    expect(text).toContain('every state as recorded');
  });

  test('determinism: the same log gives the same path twice', () => {
    expect(replay(example()).text).toBe(replay(example()).text);
  });

  test('divergence: a log edited to claim another state makes the replay exit 1 and say where', () => {
    const edited = example().replace('"state":"paid"', '"state":"failed"');
    const { code, text } = replay(edited);
    expect(code).toBe(1);
    expect(text).toContain('✗ diverged: the log says "failed"');
  });

  test('the CLI reads the file, and a missing file is a usage error', async () => {
    const out: string[] = [];
    const io = { output: (line: string) => out.push(line), readStdin: async () => '' };
    expect(await cli(['--replay', EXAMPLE], io)).toBe(0);
    expect(await cli(['--replay', 'no/such.jsonl'], io)).toBe(2);
  });
});
