// @vitest-environment jsdom
import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useStoreAfterHydration } from '../../src/routes/useStoreAfterHydration';
import { createValueStore } from '../../src/services/events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const account = createValueStore('signed in as 花友0888');
const HTML_VALUE = 'loading';

function Account({ onRender }: { onRender: (shown: string) => void }) {
  const shown = useStoreAfterHydration(account.subscribe, account.get, HTML_VALUE);
  onRender(shown);
  return <p>{shown}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('issue 58: a store read by a screen the HTML was rendered with (useStoreAfterHydration)', () => {
  test('hydration draws the HTML’s value with no mismatch warning, then the store’s own value', async () => {
    const html = renderToString(<Account onRender={() => {}} />);
    expect(html).toContain(HTML_VALUE);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown: string[] = [];
    const element = container(html);
    await act(async () => {
      root = hydrateRoot(element, <Account onRender={(value) => shown.push(value)} />, {
        onRecoverableError: (error) => errors(error),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(shown[0]).toBe(HTML_VALUE);
    expect(element.textContent).toBe('signed in as 花友0888');
  });

  test('the store’s value comes as a transition: what the HTML shows stays until the part it draws has loaded, with no fallback between', async () => {
    let load: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Member = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    function Banner() {
      const shown = useStoreAfterHydration(account.subscribe, account.get, HTML_VALUE);
      return shown === HTML_VALUE ? <p>{HTML_VALUE}</p> : <Member />;
    }
    const page = (
      <Suspense fallback={<p>fallback</p>}>
        <Banner />
      </Suspense>
    );
    const element = container(renderToString(page));
    await act(async () => {
      root = hydrateRoot(element, page);
    });
    expect(element.textContent).toBe(HTML_VALUE);
    await act(async () => load({ default: () => <p>member</p> }));
    expect(element.textContent).toBe('member');
  });

  test('mounted without hydrating, it reads the store at once: the HTML’s value is never drawn', async () => {
    const shown: string[] = [];
    await act(async () => {
      root = createRoot(container());
      root.render(<Account onRender={(value) => shown.push(value)} />);
    });
    expect(shown).not.toContain(HTML_VALUE);
    expect(shown[0]).toBe('signed in as 花友0888');
  });

  test('a change of the store after hydration is drawn, as useSyncExternalStore draws it', async () => {
    const element = container(renderToString(<Account onRender={() => {}} />));
    await act(async () => {
      root = hydrateRoot(element, <Account onRender={() => {}} />);
    });
    act(() => account.set('signed out'));
    expect(element.textContent).toBe('signed out');
  });
});
