import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { appDeviceOf, appLandingMachine, type AppLandingInput } from '../../src/machines/appLanding.machine';
import { appLandingView } from '../../src/machines/appLanding.view';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The landing with its two effects logged instead of leaving the page. */
function start(input: AppLandingInput) {
  const effects: string[] = [];
  const actor = createActor(
    appLandingMachine.provide({
      actions: { openApp: () => effects.push('open app'), openStore: () => effects.push('open store') },
    }),
    { input },
  ).start();
  return { actor, effects, view: () => appLandingView(actor.getSnapshot()) };
}

describe('spec §2 /go/landing and §9 wide screens', () => {
  test.each([
    [1024, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'desktop'],
    [501, 'Mozilla/5.0 (Linux; Android 13)', 'desktop'],
    [500, 'Mozilla/5.0 (Linux; Android 13)', 'android'],
    [375, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'ios'],
    [375, 'Mozilla/5.0 (Linux; Android 13; Pixel 7)', 'android'],
  ] as const)('%i px, %s → %s', (width, ua, device) => expect(appDeviceOf(width, ua)).toBe(device));

  test('a wide screen shows the QR page and never tries the app', async () => {
    const { effects, view } = start({ device: 'desktop', inMessagingApp: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(view()).toEqual({ kind: 'qrCode' });
    expect(effects).toEqual([]);
  });

  test('a phone tries the app first; still on the page after 2 s, it goes to the store', async () => {
    const { effects, view } = start({ device: 'android', inMessagingApp: false });
    expect([effects, view()]).toEqual([['open app'], { kind: 'trying' }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(effects).toEqual(['open app']);
    await vi.advanceTimersByTimeAsync(1);
    expect([effects, view()]).toEqual([['open app', 'open store'], { kind: 'toStore', device: 'android' }]);
  });

  test('the app taking over (the page hidden) stops the store; coming back offers 打开App and the download', async () => {
    const { actor, effects, view } = start({ device: 'ios', inMessagingApp: false });
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(5000);
    expect([effects, view()]).toEqual([['open app'], { kind: 'opened' }]);
    actor.send({ type: 'page.shown' });
    expect(view()).toEqual({ kind: 'choosing', device: 'ios' });
    actor.send({ type: 'store.open' });
    expect(effects).toEqual(['open app', 'open store']);
  });

  test('back from the store, the page offers the choice instead of sending the user to the store again', async () => {
    const { effects, view } = start({ device: 'android', inMessagingApp: false, returned: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect([effects, view()]).toEqual([[], { kind: 'choosing', device: 'android' }]);
  });

  test('inside the messaging apps scheme links are blocked: the open-in-browser guide, which can be closed and reopened', () => {
    const { actor, effects, view } = start({ device: 'android', inMessagingApp: true });
    expect(view()).toEqual({ kind: 'blocked', guideOpen: true, device: 'android' });
    actor.send({ type: 'guide.close' });
    expect(view()).toMatchObject({ guideOpen: false });
    actor.send({ type: 'guide.open' });
    expect(view()).toMatchObject({ guideOpen: true });
    expect(effects).toEqual([]);
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('appLanding');
});
