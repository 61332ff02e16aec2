// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, expect, test } from 'vitest';
import { Suspense, use, useLayoutEffect } from 'react';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { useArrivingView, useMachineView } from '../../src/routes/useMachineView';
import { renderUi } from './render';

afterEach(cleanup);

const parent = setup({
  types: { context: {} as { message: string } },
  actors: { load: fromPromise<string>(() => Promise.reject(new Error('服务器出错，请刷新重试'))) },
}).createMachine({
  context: { message: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onError: { target: 'failed', actions: assign({ message: ({ event }) => (event.error as Error).message }) },
      },
    },
    failed: {},
  },
});

function View() {
  const actor = useActorRef(parent);
  const view = useMachineView(actor, (s) => (s.matches('failed') ? s.context.message : '加载中'));
  return <p>{view}</p>;
}

test('DESIGN §4: a child that fails is its parent’s to handle; following it raises no unhandled error', async () => {
  // vitest fails the run on an unhandled error, which an observer without an error callback would raise.
  renderUi(<View />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByText('服务器出错，请刷新重试')).toBeTruthy();
});

const toggle = createMachine({
  initial: 'closed',
  states: { closed: { on: { open: 'opened' } }, opened: {} },
});

const opened = (s: ReturnType<ReturnType<typeof createActor<typeof toggle>>['getSnapshot']>) =>
  s.matches('opened') ? '已打开' : '已关闭';

test.each([
  ['useMachineView', useMachineView],
  ['useArrivingView', useArrivingView],
])(
  '%s: a change between the first render and the subscription is not lost (the sign-in sheet tapped for early)',
  async (_, useView) => {
    const actor = createActor(toggle).start();
    function Sheet() {
      return <p>{useView(actor, opened)}</p>;
    }
    // A layout effect runs after the view first read the actor and before it subscribes (a passive effect).
    function OpensEarly() {
      useLayoutEffect(() => actor.send({ type: 'open' }), []);
      return null;
    }
    renderUi(
      <>
        <Sheet />
        <OpensEarly />
      </>,
    );
    expect(await screen.findByText('已打开')).toBeTruthy();
  },
);

test('useArrivingView: data arriving renders as a transition, so what the reader sees stays up while the new part is still loading', async () => {
  const actor = createActor(toggle).start();
  const neverLoads = new Promise<never>(() => {});
  function Page() {
    const view = useArrivingView(actor, opened);
    if (view === '已打开') use(neverLoads);
    return <p>{view}</p>;
  }
  renderUi(
    <Suspense fallback={<p>加载中</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('已关闭')).toBeTruthy();
  await act(async () => actor.send({ type: 'open' }));
  // A store update (useMachineView) would swap the page for the fallback here.
  expect(screen.getByText('已关闭')).toBeTruthy();
  expect(screen.queryByText('加载中')).toBeNull();
});
