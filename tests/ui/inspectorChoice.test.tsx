// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { INSPECTOR_KEY, liveActors } from '../../src/routes/flows/liveActors';

afterEach(async () => {
  await liveActors!.setInspectorTarget(undefined);
});

describe('issue: flows without stately.ai — 实时检查器 in the debug panel', () => {
  test('本地 opens /__flows?inspector as the inspector window, and the choice persists', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue({ postMessage: () => {} } as unknown as Window);
    await liveActors!.setInspectorTarget('local');
    expect(opened).toHaveBeenCalledWith(`${window.location.origin}/__flows?inspector`, 'xstateinspector');
    expect(localStorage.getItem(INSPECTOR_KEY)).toBe('local');
    expect(liveActors!.inspectorBlocked()).toBe(false);
  });

  test('a blocked pop-up is known, so that the panel can say so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await liveActors!.setInspectorTarget('stately');
    expect(liveActors!.inspectorBlocked()).toBe(true);
  });

  test('the choice made before there was one (1) means stately.ai', () => {
    localStorage.setItem(INSPECTOR_KEY, '1');
    expect(liveActors!.inspectorTarget()).toBe('stately');
  });
});
