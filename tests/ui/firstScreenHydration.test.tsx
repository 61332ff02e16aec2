// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SCREEN_TITLE_MARK, withTitleMark } from '../../scripts/screenTitles';
import { renderFirstScreens } from '../../src/prerender';
import { createAppRouter } from '../../src/routes/appRouter';
import { AppRoot } from '../../src/routes/shell/AppRoot';
import { RouterScreens } from '../../src/routes/shell/RouterScreens';

/** React's act() warnings are for a test that does not say it uses act: this one does. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The server renderer ran in this process too, which React's development build notes on every shared context: an
 * artefact of rendering both here, not of the page, where the HTML comes from the build.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates `html` as the page's root at `path`, as src/main.tsx does, with React's development checks on. */
async function hydrate(html: string, path: string, atHome: boolean, htmlTitle = '') {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppRoot>
        <RouterScreens
          router={createAppRouter(atHome)}
          screen={atHome ? 'home' : 'skeleton'}
          htmlTitle={htmlTitle}
          Provider={RouterProvider}
        />
      </AppRoot>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  const warnings = () =>
    errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.includes(TWO_RENDERERS));
  return { warnings, recovered };
}

describe('issue 58: the first screens rendered into the HTML hydrate as the app draws them', () => {
  test('the home at / hydrates with no mismatch warning of React’s development build (text, elements or attributes)', async () => {
    const { home } = await renderFirstScreens(window.location.origin);
    const { warnings, recovered } = await hydrate(home, '/', true);
    await screen.findByText('打开App，今天要复习的卡片在等你');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录/注册' })).toBeTruthy());
    expect(recovered).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  test('the route skeleton hydrates with no mismatch warning at a data page’s address', async () => {
    const { skeleton } = await renderFirstScreens(window.location.origin);
    const { warnings, recovered } = await hydrate(skeleton, '/book/1', false);
    expect(recovered).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  test('the skeleton’s title bar, without a title in the one HTML of every route, shows the route’s own once hydrated', async () => {
    const { skeleton } = await renderFirstScreens(window.location.origin);
    expect(skeleton).toContain('<header');
    expect(skeleton).not.toContain('书籍详情');
    const { warnings, recovered } = await hydrate(skeleton, '/book/1', false);
    // The skeleton's title is text in its header; the screen's own heading comes with the screen.
    expect(await screen.findByText('书籍详情', { selector: 'header p' })).toBeTruthy();
    expect(recovered).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  test('with the title a server put in the HTML (nginx’s map), hydration keeps it, with no mismatch warning', async () => {
    const { skeleton } = await renderFirstScreens(window.location.origin);
    const served = withTitleMark(skeleton).replace(SCREEN_TITLE_MARK, '拼团购书');
    const { warnings, recovered } = await hydrate(served, '/book/1/groupbuy/9001', false, '拼团购书');
    expect(screen.getByText('拼团购书', { selector: 'header p' })).toBeTruthy();
    expect(recovered).toEqual([]);
    expect(warnings()).toEqual([]);
  });
});
