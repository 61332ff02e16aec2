import { describe, expect, test } from 'vitest';
import { machineRegistry } from '../../src/machines/registry';
import { layoutMachine } from '../../src/routes/flows/chartLayout';
import type { ChartBox, ChartLayout } from '../../src/ui/flows/chartTypes';

const overlaps = (a: ChartBox, b: ChartBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What a label must keep clear of: every leaf state box and the title strip of every compound state. */
function stateBoxes(layout: ChartLayout): Array<ChartBox & { id: string }> {
  return layout.nodes.map((n) =>
    n.kind === 'compound' || n.kind === 'parallel' ? { id: n.id, x: n.x, y: n.y, w: n.w, h: 26 } : n,
  );
}

describe('flows viewer layout (elkjs): every registered machine', () => {
  test.each(machineRegistry.map((e) => [e.name, e.machine] as const))(
    '%s: every state is drawn, nested in its parent, and no label box overlaps a state box or another label',
    async (_name, machine) => {
      const layout = await layoutMachine(machine);
      const byId = new Map(layout.nodes.map((n) => [n.id, n]));
      for (const node of layout.nodes) {
        const parentId = node.id.split('.').slice(0, -1).join('.');
        const parent = byId.get(parentId);
        if (!parent) continue;
        expect(node.x, node.id).toBeGreaterThanOrEqual(parent.x);
        expect(node.y, node.id).toBeGreaterThanOrEqual(parent.y + 26);
        expect(node.x + node.w, node.id).toBeLessThanOrEqual(parent.x + parent.w);
        expect(node.y + node.h, node.id).toBeLessThanOrEqual(parent.y + parent.h);
      }
      const boxes = stateBoxes(layout);
      const clashes: string[] = [];
      layout.edges.forEach((edge, i) => {
        for (const box of boxes) if (overlaps(edge.label, box)) clashes.push(`${edge.id} label over ${box.id}`);
        for (const other of layout.edges.slice(i + 1))
          if (overlaps(edge.label, other.label)) clashes.push(`${edge.id} label over ${other.id} label`);
        expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      });
      expect(clashes).toEqual([]);
      expect(layout.edges.length).toBeGreaterThan(0);
    },
  );
});
