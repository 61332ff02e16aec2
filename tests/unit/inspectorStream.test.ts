import { createInspector } from '@statelyai/inspect';
import { describe, expect, test } from 'vitest';
import { createActor, setup } from 'xstate';
import { layoutMachine } from '../../src/routes/flows/chartLayout';
import { activeStateIds } from '../../src/routes/flows/chartState';
import { BAD_WS_TEXT, streamSourceOf } from '../../src/routes/flows/inspectorSource';
import { createStreamedActors, DRAWN_DESCRIPTION } from '../../src/routes/flows/inspectorStream';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';

/** The package's own inspector, its events carried as JSON (as postMessage and the WebSocket carry them). */
function streamInto(stream: ReturnType<typeof createStreamedActors>) {
  return createInspector({ send: (event) => stream.receive(JSON.parse(JSON.stringify(event)) as unknown) });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('issue: flows without stately.ai — the viewer as the inspector stream’s receiver', () => {
  test('the definition that comes with @xstate.actor is enough to draw a machine the viewer does not know', async () => {
    const doorbell = setup({ guards: { awake: () => true } }).createMachine({
      id: 'doorbell',
      initial: 'idle',
      states: {
        idle: { on: { ring: { guard: 'awake', target: 'ringing' } } },
        ringing: { after: { 1000: 'idle' }, on: { answer: 'talking' } },
        talking: { type: 'final' },
      },
    });
    const stream = createStreamedActors(() => {});
    const actor = createActor(doorbell, { inspect: streamInto(stream).inspect }).start();
    actor.send({ type: 'ring' });
    await settle();

    const [drawn] = stream.machines();
    expect(drawn).toMatchObject({ name: 'doorbell', description: DRAWN_DESCRIPTION });
    const [received] = stream.actors().filter((a) => a.machineId === 'doorbell');
    expect(received!.snapshot).toMatchObject({ value: 'ringing', status: 'active' });
    expect(received!.lastEvent).toBe('ring');
    expect(activeStateIds(drawn!.machine, 'ringing')).toEqual(['doorbell', 'doorbell.ringing']);
    const layout = await layoutMachine(drawn!.machine);
    expect(layout.nodes.map((n) => n.id).sort()).toEqual([
      'doorbell',
      'doorbell.idle',
      'doorbell.ringing',
      'doorbell.talking',
    ]);
    expect(layout.edges.flatMap((e) => e.labels).sort()).toEqual(['after 1000ms', 'answer', 'ring [awake]']);
    actor.stop();
  });

  test("an actor of a registry machine is known by that machine's id, with its snapshot", async () => {
    const stream = createStreamedActors(() => {});
    const actor = createActor(smsCountdownMachine, {
      input: { seconds: 60 },
      inspect: streamInto(stream).inspect,
    }).start();
    actor.send({ type: 'countdown.start' });
    await settle();
    expect(stream.actors()[0]).toMatchObject({ machineId: 'smsCountdown', snapshot: { value: 'counting' } });
    actor.stop();
  });

  test('anything without the package’s _version, or a snapshot of an actor never announced, is ignored', () => {
    let changes = 0;
    const stream = createStreamedActors(() => (changes += 1));
    stream.receive({ type: '@xstate.snapshot', sessionId: 'x:1', snapshot: { value: 'a' } });
    stream.receive({ type: '@xstate.snapshot', sessionId: 'x:1', _version: '0.7.2', snapshot: { value: 'a' } });
    stream.receive('@statelyai.connected');
    expect([stream.actors(), changes]).toEqual([[], 0]);
  });

  test('/__flows?ws= takes only a WebSocket on this machine; ?inspector is the window the app opened', () => {
    const source = (query: string) => streamSourceOf(new URLSearchParams(query));
    expect(source('ws=ws%3A%2F%2F127.0.0.1%3A54321')).toEqual({ kind: 'ws', url: 'ws://127.0.0.1:54321' });
    expect(source('ws=ws://localhost:1')).toEqual({ kind: 'ws', url: 'ws://localhost:1' });
    for (const bad of ['ws=ws://example.com:8080', 'ws=wss://127.0.0.1:1', 'ws=', 'ws=127.0.0.1:1'])
      expect(source(bad), bad).toEqual({ error: BAD_WS_TEXT });
    expect(source('inspector')).toEqual({ kind: 'opener' });
    expect(source('machine=auth')).toBeUndefined();
  });
});
