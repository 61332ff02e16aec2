import { createActor, type AnyActorRef, type AnyMachineSnapshot, type InspectionEvent, type Observer } from 'xstate';
import { machineRegistry } from '../../src/machines/registry';
import { connectToastSink } from '../../src/services/toast';
import { createDevice, startDemoBackend } from './backend';
import { createVirtualClock } from './clock';
import {
  acceptedEvents,
  compactJson,
  compactState,
  eventTypesOf,
  guardedEvents,
  machineSnapshots,
  summarizeContext,
} from './report';
import { fillPlaceholders, parseScript, placeholdersIn, ScriptError, type StateValueLike, type Step } from './script';
import { DEFAULT_PHONE, driveTargets, type DriveOptions, type DriveWorld, type PageMemory } from './services';

export const EXIT = { ok: 0, expectationFailed: 1, usage: 2 } as const;

export interface DriveRun extends DriveOptions {
  machine: string;
  /** The script: one JSON object per line. */
  lines: readonly string[];
  output: (text: string) => void;
  /** Real milliseconds to wait for invoked promises to settle after a step (default 10 000). */
  settleTimeoutMs?: number;
  /** Receives the run's inspection events (`--watch`: the WebSocket inspector). */
  inspect?: Observer<InspectionEvent>;
  /** Real milliseconds to pause after each step and each timer fired, so that a viewer can follow (`--pace`). */
  paceMs?: number;
}

export const PLACEHOLDERS = {
  $sms: 'the last SMS code the demo backend sent',
  $token: "a token of the driver's phone (signs it in through send_sms_code + signin/phone)",
  $oauthCode: 'the last code the OAuth provider (played by the driver) issued',
  $oauthState: 'the OAuth state remembered before the last authorize redirect',
  $phone: "the driver's phone",
  $paidOrderId: 'the order the target bought before it started (refund: a monthly VIP, paid)',
} as const;

export const USAGE = `Usage: npm run drive -- <machine> [script.jsonl] [--phone 139…] [--channel ALIPAY|WXPAY|PC] [--cancel] [--browser wx|qq|other] [--input '{json}'] [--watch] [--pace 500ms]
       npm run drive -- --replay session.jsonl   (a session exported with 导出会话, or a report's session-trail.jsonl; exits 1 at the first line that does not fit)

--watch streams the run (@statelyai/inspect's WebSocket inspector) to a relay on 127.0.0.1 and waits for a viewer:
open /__flows?ws=ws://127.0.0.1:<port> on the dev server or the demo build to follow it on its chart.
--pace pauses after each step and each timer fired (500ms with --watch, none without; --pace 0 for none).

Runs one machine in Node against the embedded demo backend (msw/node), on a virtual clock.
The script (or stdin) has one JSON object per line; blank lines and # comments are skipped:
  {"type":"sku.select","skuId":"vip_month"}   send an event (any extra fields are its payload)
  {"type":"purchase","expect":"redirecting"}  … and check the state once it settles
  {"expect":{"confirming":"waiting"}}         check the state (snapshot.matches)
  {"wait":3000}                               move the virtual clock on: delays, backoff, payment settlement
  {"reload":true}                             the page loads again (after a redirect): a new actor from what the page stored
Placeholders in any string value:
${Object.entries(PLACEHOLDERS)
  .map(([name, text]) => `  ${name.padEnd(12)}${text}`)
  .join('\n')}
Exit codes: 0 every expectation held, 1 an expectation failed or a step never settled, 2 usage or script error.`;

export function listMachines(output: (text: string) => void): number {
  output('Machines:');
  const width = Math.max(...machineRegistry.map((m) => m.name.length));
  for (const entry of machineRegistry) output(`  ${entry.name.padEnd(width)}  ${entry.description}`);
  output('');
  output(USAGE);
  return EXIT.ok;
}

const describeStep = (step: Step): string => {
  switch (step.kind) {
    case 'event':
      return compactJson(step.event);
    case 'wait':
      return `wait ${step.ms} ms`;
    case 'reload':
      return 'reload';
    case 'expect':
      return `expect ${compactJson(step.expect)}`;
  }
};

function canTake(snapshot: AnyMachineSnapshot, event: { type: string }): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return true;
  }
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one script against one machine; resolves with the exit code. Starts and stops its own demo backend. */
export async function runDrive(run: DriveRun): Promise<number> {
  const { output } = run;
  const entry = machineRegistry.find((m) => m.name === run.machine);
  const makeTarget = driveTargets[run.machine];
  if (!entry || !makeTarget) {
    output(`Unknown machine "${run.machine}". Known: ${machineRegistry.map((m) => m.name).join(', ')}`);
    return EXIT.usage;
  }
  let steps: Step[];
  try {
    steps = parseScript(run.lines);
  } catch (error) {
    if (error instanceof ScriptError) {
      output(error.message);
      return EXIT.usage;
    }
    throw error;
  }

  const clock = createVirtualClock();
  const backend = startDemoBackend(clock.now);
  let inFlight = 0;
  let actor: AnyActorRef | undefined;
  let phone = run.phone ?? DEFAULT_PHONE;
  const page: PageMemory = { token: '', openID: '', oauthState: '', pendingOrderId: '', paidOrderId: '' };
  const effects: string[] = [];
  const device = createDevice();
  const disconnectToasts = connectToastSink((t) => effects.push(`toast ${t.title ? `${t.title} ` : ''}${t.message}`));

  const world: DriveWorld = {
    backend,
    device,
    options: run,
    page,
    oauthCode: '',
    effect: (name, detail) =>
      effects.push(
        detail === undefined ? name : `${name} ${typeof detail === 'string' ? detail : compactJson(detail)}`,
      ),
    track: async (work) => {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
    signIn: async (as = phone) => {
      if (device.token()) return device.token();
      await device.api.auth.sendSmsCode({ body: { purpose: 'SIGNIN', country_code: 86, phone_number: as } });
      const code = backend.sms.filter((s) => s.phone === as).at(-1)?.code;
      if (!code) throw new Error(`the demo sent no SMS code to ${as}`);
      const { token } = await device.api.auth.signinPhone({
        body: { country_code: 86, phone_number: as, code, method_name: 'sms_code' },
      });
      device.setToken(token);
      world.effect('signIn', `${as} signed in`);
      return token;
    },
    forward: (event) => actor?.send(event),
  };
  const target = makeTarget(world);
  if (!run.phone && target.phone) phone = target.phone;
  const types = eventTypesOf(entry.machine);

  /** Waits until no invoked promise is in flight and nothing changes for a few ticks. */
  async function settle(): Promise<boolean> {
    const deadline = Date.now() + (run.settleTimeoutMs ?? 10_000);
    let quiet = 0;
    let last: AnyMachineSnapshot | undefined;
    while (quiet < 3) {
      if (Date.now() > deadline) return false;
      await nextTick();
      const snapshot = actor?.getSnapshot() as AnyMachineSnapshot | undefined;
      quiet = inFlight === 0 && snapshot === last ? quiet + 1 : 0;
      last = snapshot;
    }
    return true;
  }

  const start = () => {
    const next = createActor(target.machine, { input: target.input(), clock, inspect: run.inspect });
    next.on('*', (emitted: { type: string }) => effects.push(`emitted ${compactJson(emitted)}`));
    next.subscribe({
      error: (error: unknown) => effects.push(`actor error ${error instanceof Error ? error.message : String(error)}`),
    });
    actor = next;
    next.start();
  };

  const print = (label: string) => {
    const snapshot = actor!.getSnapshot() as AnyMachineSnapshot;
    output(label);
    output(`  state:    ${compactState(snapshot)}${snapshot.status === 'active' ? '' : ` (${snapshot.status})`}`);
    output(`  context:  ${summarizeContext(snapshot.context)}`);
    const tags = [...snapshot.tags];
    if (tags.length) output(`  tags:     ${tags.join(', ')}`);
    const accepted = acceptedEvents(snapshot, types);
    output(`  accepts:  ${accepted.join(', ') || '(nothing)'}`);
    const guarded = guardedEvents(snapshot, types, accepted);
    if (guarded.length) output(`  guarded:  ${guarded.join(', ')} (refused without a payload)`);
    for (const effect of effects.splice(0)) output(`  effect:   ${effect}`);
    if (clock.pending() > 0) output(`  timers:   ${clock.pending()} pending (use {"wait": ms})`);
  };

  const check = (expected: StateValueLike | undefined): boolean => {
    if (expected === undefined) return true;
    const snapshot = actor!.getSnapshot() as AnyMachineSnapshot;
    // The machine's state, or a live child machine's: a purchase is `redirecting` while its payment is.
    if (machineSnapshots(snapshot).some(([, s]) => s.matches(expected as never))) {
      output(`  ✓ expect ${compactJson(expected)}`);
      return true;
    }
    output(`  ✗ expected ${compactJson(expected)}, but the state is ${compactState(snapshot)}`);
    return false;
  };

  const pause = () => (run.paceMs ? sleep(run.paceMs) : Promise.resolve());

  const placeholderValues = async (value: unknown): Promise<Record<string, string>> => {
    const used = placeholdersIn(value, Object.keys(PLACEHOLDERS));
    const values: Record<string, string> = {};
    for (const name of used) {
      if (name === '$sms') values[name] = backend.sms.at(-1)?.code ?? '';
      if (name === '$token') values[name] = await world.signIn();
      if (name === '$oauthCode') values[name] = world.oauthCode;
      if (name === '$oauthState') values[name] = page.oauthState;
      if (name === '$phone') values[name] = phone;
      if (name === '$paidOrderId') values[name] = page.paidOrderId;
    }
    return values;
  };

  try {
    output(`drive ${entry.name}: ${entry.description}`);
    await target.prepare?.();
    start();
    if (!(await settle())) {
      print('#0 start');
      output('  ✗ the machine did not settle');
      return EXIT.expectationFailed;
    }
    print('#0 start');
    await pause();
    let number = 0;
    for (const step of steps) {
      number += 1;
      if (step.kind === 'event') {
        const event = fillPlaceholders(step.event, await placeholderValues(step.event)) as { type: string };
        const before = actor!.getSnapshot() as AnyMachineSnapshot;
        if (!types.includes(event.type)) effects.push(`ignored: ${entry.name} has no event "${event.type}"`);
        else if (!canTake(before, event))
          effects.push(`ignored: "${event.type}" is not accepted in ${compactState(before)}`);
        actor!.send(event);
      } else if (step.kind === 'wait') {
        await clock.advance(step.ms, async () => {
          await settle();
          await pause();
        });
      } else if (step.kind === 'reload') {
        actor!.stop();
        start();
      }
      const settled = await settle();
      print(`#${number} line ${step.line}: ${describeStep(step)}`);
      await pause();
      if (!settled) {
        output(`  ✗ still busy after ${run.settleTimeoutMs ?? 10_000} ms: an invoked promise never settled`);
        return EXIT.expectationFailed;
      }
      if (!check(step.expect)) return EXIT.expectationFailed;
    }
    output(`done: ${steps.length} steps, every expectation held`);
    return EXIT.ok;
  } finally {
    actor?.stop();
    disconnectToasts();
    backend.close();
  }
}
