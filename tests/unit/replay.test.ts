import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { readLog, readNumberedLog, SessionLogError, writeLine } from '../../src/routes/flows/sessionLog';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { createSessionRecorder } from '../../src/routes/flows/sessionRecorder';
import { memoryStorage } from '../../src/demo/store';
import { cli } from '../../scripts/drive/cli';
import { replaySession } from '../../scripts/drive/replay';

const EXAMPLE = 'scripts/drive/examples/vipPurchase.session.jsonl';
const example = () => readFileSync(EXAMPLE, 'utf8');

function replay(text: string) {
  const out: string[] = [];
  const code = replaySession(readNumberedLog(text), (line) => out.push(line));
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
        seq: 1,
        n: 0,
        kind: 'start',
        actor: expect.stringMatching(/^\w+\/x:\d+$/),
        machine: 'smsCountdown',
        parent: null,
        input: { seconds: 60 },
        state: 'idle',
      },
      {
        t: 250,
        seq: 2,
        n: 1,
        kind: 'event',
        actor: lines[0]!.actor,
        event: { type: 'countdown.start' },
        state: 'counting',
      },
    ]);
  });

  test('issue 53 §5 after a reload the log numbers on from its last line, and each new actor from its start', async () => {
    const storage = memoryStorage();
    const record = (recorder: ReturnType<typeof createSessionRecorder>) =>
      createActor(smsCountdownMachine, {
        input: { seconds: 60 },
        inspect: (event) => recorder.record(event, 'smsCountdown'),
      })
        .start()
        .send({ type: 'countdown.start' });
    record(createSessionRecorder(storage));
    await Promise.resolve();
    const reloaded = createSessionRecorder(storage);
    record(reloaded);
    await Promise.resolve();
    expect(readLog(reloaded.export()).map(({ seq, n }) => [seq, n])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 1],
    ]);
  });

  test('errors come back as Errors, a child snapshot answers hasTag and matches, and a token never goes in', () => {
    const line = writeLine({
      t: 5,
      n: 1,
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
      n: 2,
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
    expect(() => readLog('{"t":0}\n')).toThrow(new SessionLogError('line 1: not a numbered start or event line'));
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
    expect(text).toContain('✗ line 41 does not fit: the log says "failed", the replay reached "paid"');
  });

  test('the CLI reads the file, and a missing file is a usage error', async () => {
    const out: string[] = [];
    const io = { output: (line: string) => out.push(line), readStdin: async () => '' };
    expect(await cli(['--replay', EXAMPLE], io)).toBe(0);
    expect(await cli(['--replay', 'no/such.jsonl'], io)).toBe(2);
  });
});

describe('issue: a replay that refuses a cut log', () => {
  const lines = () => example().split('\n').filter(Boolean);
  const joined = (kept: string[]) => `${kept.join('\n')}\n`;
  /** The line the replay names, as it stands in the cut file. */
  const refused = (text: string) => /✗ line (\d+) does not fit: (.*)\n {2}(.*)/.exec(text);

  test('the first quarter plus the last line: exit 1 at the last line, whose actor never started', () => {
    const all = lines();
    const cut = [...all.slice(0, Math.ceil(all.length / 4)), all.at(-1)!];
    const { code, text } = replay(joined(cut));
    expect(code).toBe(1);
    const [, number, reason, shown] = refused(text)!;
    expect(Number(number)).toBe(cut.length);
    expect(reason).toMatch(/ge56\/x:0 receives xstate\.done\.actor\.loadVip but never started/);
    expect(reason).toMatch(/the log has 5 start line\(s\) but names 6 actor\(s\)/);
    expect(shown).toBe(all.at(-1));
    expect(text).not.toContain('every state as recorded');
  });

  test('the middle third removed: exit 1 at the first line of an actor whose start was in that third', () => {
    const all = lines();
    const cut = [...all.slice(0, Math.floor(all.length / 3)), ...all.slice(Math.floor((2 * all.length) / 3))];
    const { code, text } = replay(joined(cut));
    expect(code).toBe(1);
    const [, number, reason, shown] = refused(text)!;
    expect(cut[Number(number) - 1]).toBe(shown);
    expect(reason).toMatch(/5p64\/x:0 receives xstate\.error\.actor\.fetchMyInfo but never started/);
  });

  test("one actor's start line removed (the payment): exit 1 at its first event, with the line", () => {
    const all = lines();
    const start = all.findIndex((l) => l.includes('"kind":"start"') && l.includes('"machine":"payment"'));
    const cut = all.filter((_, index) => index !== start);
    const { code, text } = replay(joined(cut));
    expect(code).toBe(1);
    const [, number, reason, shown] = refused(text)!;
    expect(shown).toContain('"type":"xstate.done.actor.createOrder"');
    expect(cut[Number(number) - 1]!.startsWith(shown!.replace(/…$/, ''))).toBe(true);
    expect(reason).toMatch(/j2j9\/x:10 receives xstate\.done\.actor\.createOrder but never started/);
  });

  test("a start count that disagrees with the actors named: a child whose parent's start was cut", () => {
    const all = lines();
    const parent = all.findIndex((l) => l.includes('"actor":"j2j9/x:5"') && l.includes('"kind":"start"'));
    const withoutParent = all.filter((l, index) => index !== parent && !l.includes('"actor":"j2j9/x:5"'));
    const { code, text } = replay(joined(withoutParent));
    expect(code).toBe(1);
    expect(refused(text)![2]).toMatch(
      /j2j9\/x:6's parent j2j9\/x:5 never started: the log has 10 start line\(s\) but names 11 actor\(s\)/,
    );
  });

  test('an event that the replayed state could not have come from: one edited into another', () => {
    const edited = example().replace('"type":"code.send"', '"type":"code.lost"');
    const { code, text } = replay(edited);
    expect(code).toBe(1);
    expect(refused(text)![2]).toMatch(
      /^the log says \{"sms":"sending","login":"editing"\}, but the actor was in \{"sms":"ready","login":"editing"\}, which code\.lost cannot leave$/,
    );
  });

  test('issue 53 §5 one line cut from the middle, every actor still started: refused at the next line, by its seq', () => {
    const all = lines();
    const gone = all.findIndex((l, index) => index > all.length / 2 && l.includes('"kind":"event"'));
    const cut = all.filter((_, index) => index !== gone);
    const { code, text } = replay(joined(cut));
    expect(code).toBe(1);
    const [, number, reason] = refused(text)!;
    expect(Number(number)).toBe(gone + 1);
    expect(reason).toBe(`seq ${gone + 2} follows seq ${gone}: 1 line(s) of the log missing before it`);
  });

  test('issue 53 §5 the first quarter plus a later line whose state fits (the root actor past sign-in): refused by its seq, not replayed "as recorded"', () => {
    const all = lines();
    const later = all.find((l) => l.includes('"type":"xstate.done.actor.requireLogin"'))!;
    const cut = [...all.slice(0, Math.ceil(all.length / 4)), later];
    const { code, text } = replay(joined(cut));
    expect(code).toBe(1);
    const [, number, reason] = refused(text)!;
    expect(Number(number)).toBe(cut.length);
    expect(reason).toMatch(/^seq \d+ follows seq \d+: \d+ line\(s\) of the log missing before it$/);
    expect(text).not.toContain('every state as recorded');
  });

  test('issue 53 §5 a trail (whole actors, no seq) with a line of one actor cut: refused by that actor’s n', () => {
    const trail = lines().map((l) => l.replace(/"seq":\d+,/, ''));
    const gone = trail.findIndex((l, index) => index > 3 && l.includes('"n":2,'));
    const actor = JSON.parse(trail[gone]!).actor as string;
    const { code, text } = replay(joined(trail.filter((_, index) => index !== gone)));
    expect(code).toBe(1);
    expect(refused(text)![2]).toBe(`${actor}'s n 3 follows its n 1: 1 line(s) of it missing before it`);
    expect(replay(joined(trail)).code).toBe(0);
  });

  test('a second start line for one actor (two logs spliced) is refused', () => {
    const all = lines();
    const { code, text } = replay(joined([...all, all[0]!]));
    expect(code).toBe(1);
    expect(refused(text)![2]).toBe('a second start line for j2j9/x:0 (the first is line 1)');
  });
});
