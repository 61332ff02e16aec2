// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { vipPurchaseMachine, type CatalogOutput } from '../../src/machines/vipPurchase.machine';
import { layoutMachine } from '../../src/routes/flows/chartLayout';
import { activeStateIds } from '../../src/routes/flows/chartState';
import { actorInspect, liveActors } from '../../src/routes/flows/liveActors';
import FlowsPage from '../../src/routes/flows/FlowsPage';
import { renderRoute } from './render';

const catalog: CatalogOutput = {
  skus: [{ sku_id: 'm1', name: '月度会员', days: 30, original_price: 3000, sale_price: 1800, auto_renew: false }],
  vip: null,
};

/** A vipPurchase actor with fake services, reported to the live bus like the routes' actors. */
function startPurchase() {
  let login!: () => void;
  const machine = vipPurchaseMachine.provide({
    actors: {
      loadCatalog: fromPromise(async () => catalog),
      requireLogin: fromPromise(() => new Promise<void>((resolve) => (login = resolve))),
    },
  });
  const actor = createActor(machine, { input: { channel: 'ALIPAY' }, inspect: actorInspect }).start();
  return { actor, login: () => login() };
}

const renderViewer = (path = '/__flows?machine=vipPurchase') =>
  renderRoute(path, [{ path: '/__flows', Component: FlowsPage }]);

const chart = () => screen.getByRole('group', { name: 'vipPurchase 状态图' });
const stateNode = (id: string) => chart().querySelector(`[data-state-id="${id}"]`)!;
/** The active states that have no children: compound and parallel states hold others. */
const activeLeafIds = () =>
  [...chart().querySelectorAll('[data-active="true"]:not([data-kind="compound"]):not([data-kind="parallel"])')].map(
    (n) => n.getAttribute('data-state-id'),
  );

afterEach(cleanup);

/** elkjs lays each chart out on first open; a cold start in jsdom takes seconds. */
const LAYOUT_TIMEOUT = 30_000;

describe('DESIGN §4 registry: the offline flows viewer', () => {
  test(
    'the layout has one box per state node, nested inside its parent',
    async () => {
      const layout = await layoutMachine(vipPurchaseMachine);
      const ids: string[] = [];
      const walk = (node: { id: string; states: Record<string, unknown> }) => {
        ids.push(node.id);
        Object.values(node.states).forEach((child) => walk(child as typeof node));
      };
      walk(vipPurchaseMachine.root);
      expect(layout.nodes.map((n) => n.id).sort()).toEqual(ids.sort());
      const box = (id: string) => layout.nodes.find((n) => n.id === id)!;
      const [outer, inner] = [box('vipPurchase.ready'), box('vipPurchase.ready.refreshing')];
      expect(inner.x).toBeGreaterThan(outer.x);
      expect(inner.y + inner.h).toBeLessThan(outer.y + outer.h);
      expect(layout.edges.find((e) => e.id === 'vipPurchase.ready→vipPurchase.authorizing')?.labels).toEqual([
        'purchase',
      ]);
      expect(activeStateIds(vipPurchaseMachine, { ready: 'idle' })).toEqual([
        'vipPurchase',
        'vipPurchase.ready',
        'vipPurchase.ready.idle',
      ]);
    },
    LAYOUT_TIMEOUT,
  );

  test(
    'draws a node per state, highlights the live actor’s state and follows it; a tapped state shows its events and context',
    async () => {
      const { actor, login } = startPurchase();
      renderViewer();
      const { nodes } = await layoutMachine(vipPurchaseMachine);
      await waitFor(() => expect(chart().querySelectorAll('[data-state-id]')).toHaveLength(nodes.length), {
        timeout: LAYOUT_TIMEOUT,
      });
      await waitFor(() => expect(activeLeafIds()).toEqual(['vipPurchase.ready.idle']));
      expect(stateNode('vipPurchase.ready').getAttribute('data-active')).toBe('true');
      expect(stateNode('vipPurchase.authorizing').getAttribute('data-active')).toBeNull();

      actor.send({ type: 'sku.select', skuId: 'm1' });
      actor.send({ type: 'purchase' });
      await waitFor(() => expect(activeLeafIds()).toEqual(['vipPurchase.authorizing']));
      expect(stateNode('vipPurchase.ready').getAttribute('data-active')).toBeNull();
      expect(screen.getByTestId('flows-current').textContent).toBe('authorizing');

      fireEvent.click(stateNode('vipPurchase.ready'));
      const detail = screen.getByRole('region', { name: '状态 vipPurchase.ready 详情' });
      const events = within(detail)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(events).toContain('purchase[noSkuSelected]→ （不切换状态）');
      expect(events).toContain('purchase→ vipPurchase.authorizing');
      expect(events).toContain('vip.refresh→ vipPurchase.ready.refreshing');
      expect(within(detail).getByText(/"selectedSkuId": "m1"/)).toBeTruthy();

      login();
      actor.stop();
    },
    LAYOUT_TIMEOUT,
  );

  test('the bus records each actor with its machine id and latest snapshot', () => {
    const { actor } = startPurchase();
    const recorded = liveActors!.list().find((a) => a.sessionId === actor.sessionId)!;
    expect(recorded.machineId).toBe('vipPurchase');
    expect((recorded.snapshot as { value: unknown }).value).toBe('loading');
    actor.stop();
    expect(liveActors!.isRunning(recorded)).toBe(false);
  });
});

describe('issue: a recorded session stepped through in /__flows', () => {
  test(
    '载入会话 loads an exported session; the slider steps one actor, each step highlighting the state it reached',
    async () => {
      renderViewer('/__flows?machine=auth');
      const file = new File([readFileSync('scripts/drive/examples/vipPurchase.session.jsonl', 'utf8')], 's.jsonl');
      const replay = screen.getByRole('region', { name: '录制回放' });
      fireEvent.change(replay.querySelector('input[type="file"]')!, { target: { files: [file] } });
      const select = (await within(replay).findByRole('combobox', { name: '回放实例' })) as HTMLSelectElement;
      const purchases = [...select.options].filter((o) => o.text.startsWith('vipPurchase'));
      fireEvent.change(select, { target: { value: purchases.at(-1)!.value } });
      await waitFor(() => expect(chart()).toBeTruthy(), { timeout: LAYOUT_TIMEOUT });
      expect(screen.getByTestId('flows-replay-step').textContent).toBe('第 1/5 步 · 开始 → loading');
      const slider = within(replay).getByRole('slider', { name: '回放步骤' });
      slider.focus();
      fireEvent.keyDown(slider, { key: 'End' });
      expect(screen.getByTestId('flows-replay-step').textContent).toBe('第 5/5 步 · xstate.done.actor.loadVip → paid');
      expect(screen.getByTestId('flows-current').textContent).toBe('paid（回放）');
      expect(stateNode('vipPurchase.paid').getAttribute('data-active')).toBe('true');
      fireEvent.keyDown(slider, { key: 'ArrowLeft' });
      expect(stateNode('vipPurchase.finishing').getAttribute('data-active')).toBe('true');
    },
    LAYOUT_TIMEOUT,
  );

  test('a file that is not a session says why, and nothing is replayed', async () => {
    renderViewer();
    const replay = screen.getByRole('region', { name: '录制回放' });
    fireEvent.change(replay.querySelector('input[type="file"]')!, {
      target: { files: [new File(['not a log'], 'x.txt')] },
    });
    expect((await within(replay).findByRole('alert')).textContent).toBe('无法读取这个会话文件：line 1: not JSON');
    expect(within(replay).queryByRole('slider')).toBeNull();
  });
});
