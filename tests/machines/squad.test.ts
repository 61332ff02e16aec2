import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SquadPage } from '../../src/domain/squad';
import { SQUAD_SAMPLES } from '../../src/machines/squad.model';
import { squadMachine, type SquadInput } from '../../src/machines/squad.machine';
import { squadMembersKey, squadView } from '../../src/machines/squad.view';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const { SQUAD_PAGES } = SQUAD_SAMPLES;

/** The squad flow over scripted pages: each load answers the next page; join and exit are recorded. */
function start(pages: SquadPage[], input: Partial<SquadInput> = {}, refusal?: string) {
  const calls: string[] = [];
  let loads = 0;
  const actor = createActor(
    squadMachine.provide({
      actors: {
        loadSquad: fromPromise(async () => pages[Math.min(loads++, pages.length - 1)]!),
        requireLogin: fromPromise<void>(async () => {
          calls.push('login');
        }),
        joinSquad: fromPromise<unknown, { inviteCode: string }>(async ({ input: { inviteCode } }) => {
          calls.push(`join ${inviteCode}`);
          if (refusal) throw new Error(refusal);
        }),
        exitSquad: fromPromise<unknown, { squadId: string }>(async ({ input: { squadId } }) => {
          calls.push(`exit ${squadId}`);
        }),
      },
    }),
    { input: { inviteCode: 'VIP888', signedIn: false, ...input } },
  ).start();
  const view = () => squadView(actor.getSnapshot());
  return { actor, calls, view };
}

describe('squad page states', () => {
  test('loading, then the squad with its owner, free seats and shared VIP end date', async () => {
    const { view } = start([SQUAD_PAGES.open]);
    expect(view().kind).toBe('loading');
    await settle();
    expect(view()).toMatchObject({ kind: 'open', canJoin: true, freeSeats: 2, vipEndAt: '2027-06-01T00:00:00.000Z' });
  });

  test('an unknown code is not found; a failed load offers a retry', async () => {
    const missing = start([SQUAD_PAGES.unknown]);
    await settle();
    expect(missing.view()).toEqual({ kind: 'notFound', inviteCode: 'VIP888' });

    const actor = createActor(
      squadMachine.provide({ actors: { loadSquad: fromPromise(() => Promise.reject(new Error('请检查网络连接'))) } }),
      { input: { inviteCode: 'VIP888', signedIn: false } },
    ).start();
    await settle();
    expect(squadView(actor.getSnapshot())).toEqual({ kind: 'failed', error: '请检查网络连接' });
    expect(actor.getSnapshot().can({ type: 'squad.retry' })).toBe(true);
  });

  test('a full squad (小队已满), my own squad, and a member of another squad each get their own kind', async () => {
    for (const [page, kind] of [
      [SQUAD_PAGES.full, 'full'],
      [SQUAD_PAGES.own, 'own'],
      [SQUAD_PAGES.elsewhere, 'elsewhere'],
      [SQUAD_PAGES.member, 'member'],
    ] as const) {
      const { view } = start([page], { signedIn: true });
      await settle();
      expect(view().kind).toBe(kind);
    }
  });
});

describe('the members list, read apart', () => {
  test('is keyed on the squad and its seats taken: none before the squad is known, a new key when a seat changes', async () => {
    const open = start([SQUAD_PAGES.open]);
    expect(squadMembersKey(open.view())).toBeNull();
    await settle();
    expect(squadMembersKey(open.view())).toBe('3100000000000000001:2');
    const full = start([SQUAD_PAGES.full]);
    await settle();
    expect(squadMembersKey(full.view())).toBe('3100000000000000001:4');
  });
});

describe('加入小队 and 退出小队', () => {
  test('joining needs sign-in first, then joins by the code and shows me as a member', async () => {
    const { actor, calls, view } = start([SQUAD_PAGES.open, SQUAD_PAGES.member]);
    await settle();
    actor.send({ type: 'squad.join' });
    actor.send({ type: 'squad.join' });
    expect(view()).toMatchObject({ busy: true });
    await settle();
    expect(calls).toEqual(['login', 'join VIP888']);
    expect(view()).toMatchObject({ kind: 'member', codes: ['VIP888'], canExit: true });
  });

  test('a refused join keeps the backend reason over the page as read again', async () => {
    const { actor, view } = start([SQUAD_PAGES.open, SQUAD_PAGES.full], { signedIn: true }, '小队已满');
    await settle();
    actor.send({ type: 'squad.join' });
    await settle();
    expect(view()).toMatchObject({ kind: 'full', notice: '小队已满' });
  });

  test('退出小队 asks for a confirmation; cancelling keeps me in, confirming exits the squad', async () => {
    const { actor, calls, view } = start([SQUAD_PAGES.member, SQUAD_PAGES.open], {
      signedIn: true,
    });
    await settle();
    actor.send({ type: 'squad.exit' });
    expect(view()).toMatchObject({ kind: 'member', confirmingExit: true });
    actor.send({ type: 'exit.cancel' });
    expect(view()).toMatchObject({ kind: 'member', confirmingExit: false });
    expect(calls).toEqual([]);
    actor.send({ type: 'squad.exit' });
    actor.send({ type: 'exit.confirm' });
    await settle();
    expect(calls).toEqual(['exit 3100000000000000001']);
    expect(view().kind).toBe('open');
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('squad');
});
