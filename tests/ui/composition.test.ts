// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { clientStore, envFacts } from '../../src/routes/app';
import { api } from '../../src/routes/api';
import { accountView } from '../../src/routes/auth';
import { authActor } from '../../src/routes/auth/session';
import { connectMantineToasts } from '../../src/routes/shell/toastSink';
import { page } from '../../src/services/platform';
import { toast } from '../../src/services/toast';
import { server, signInOnDemo } from './render';

afterEach(() => clientStore.clearLogin());

test('spec §4: a 401 reaches the auth actor, which clears the token, the user info and the signed-in flag', async () => {
  server.use(
    mswHttp.get(`${envFacts.apiURL}/auth/v1/my_info`, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
  );
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
  authActor.send({ type: 'token.external', value: 'Bearer stale' });
  expect(reload).toHaveBeenCalledOnce();
  expect(authActor.getSnapshot().hasTag('loggedIn')).toBe(true);
  clientStore.update({ userInfo: { user_id: 3 } });
  await expect(api.auth.getMyInfo()).rejects.toMatchObject({ status: 401 });
  await vi.waitFor(() => expect(authActor.getSnapshot().hasTag('anonymous')).toBe(true));
  expect(clientStore.get()).toMatchObject({ token: '', userInfo: undefined });
  expect(authActor.getSnapshot().context.isLoggedIn).toBe(false);
});

test('spec §4: a 401 for a token no longer stored (a request of an earlier session, answered after a new sign-in) signs nobody out', async () => {
  let answerLate = () => {};
  const held = new Promise<void>((resolve) => (answerLate = resolve));
  server.use(
    mswHttp.get(`${envFacts.apiURL}/auth/v1/my_info`, async ({ request }) => {
      if (request.headers.get('Authorization') !== 'Bearer earlier') return undefined;
      await held;
      return HttpResponse.json({ message: 'expired' }, { status: 401 });
    }),
  );
  onTestFinished(() => authActor.send({ type: 'logout' }));
  clientStore.setServerToken('earlier');
  const late = api.auth.getMyInfo();
  const token = await signInOnDemo();
  await vi.waitFor(() => expect(authActor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true));
  answerLate();
  await expect(late).rejects.toMatchObject({ status: 401 });
  await import('../../src/routes/auth/session');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clientStore.get().token).toBe(token);
  expect(authActor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
});

test('spec §4: a 401 on a request that skips the reset keeps the login', async () => {
  clientStore.setServerToken('kept');
  server.use(mswHttp.get(`${envFacts.apiURL}/auth/v1/my_info`, () => HttpResponse.json({}, { status: 401 })));
  await expect(api.auth.getMyInfo({ skipUnauthorized: true })).rejects.toMatchObject({ status: 401 });
  expect(clientStore.get().token).toBe('Bearer kept');
});

test('DESIGN §7: toasts show for 2000 ms unless told otherwise (the network toast: 5000 ms)', async () => {
  const { notifications } = await import('@mantine/notifications');
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  const disconnect = connectMantineToasts();
  toast('登录成功', { tone: 'success' });
  toast('Network Error', { title: '请检查网络连接', durationMs: 5000 });
  disconnect();
  const text = (message: unknown) => (message as { props: { message: string } }).props.message;
  expect(show.mock.calls.map(([n]) => [text(n.message), n.autoClose])).toEqual([
    ['登录成功', 2000],
    ['Network Error', 5000],
  ]);
});

test('the same toast again while it is on screen is not stacked; once closed it shows again', async () => {
  const { notifications } = await import('@mantine/notifications');
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  const disconnect = connectMantineToasts();
  const offline = () => toast('Network Error https://api.example/vip', { title: '请检查网络连接', durationMs: 5000 });
  offline();
  offline();
  toast('Network Error https://api.example/book', { title: '请检查网络连接', durationMs: 5000 });
  expect(show).toHaveBeenCalledTimes(2);
  show.mock.calls[0]![0].onClose?.(show.mock.calls[0]![0] as never);
  offline();
  disconnect();
  expect(show).toHaveBeenCalledTimes(3);
});

test('DESIGN §9 blocking time: the account view tells its screens only of a change they show, not of every auth step', () => {
  const heard: string[] = [];
  const stop = accountView.subscribe(() => heard.push(JSON.stringify(accountView.get())));
  accountView.set({ kind: 'anonymous' });
  accountView.set({ kind: 'anonymous' });
  accountView.set({ kind: 'user', nickname: '花友', avatarUrl: 'a.png' });
  accountView.set({ kind: 'user', nickname: '花友', avatarUrl: 'a.png' });
  accountView.set({ kind: 'user', nickname: '花友', avatarUrl: 'b.png' });
  accountView.set({ kind: 'loading' });
  stop();
  expect(heard).toEqual([
    '{"kind":"user","nickname":"花友","avatarUrl":"a.png"}',
    '{"kind":"user","nickname":"花友","avatarUrl":"b.png"}',
    '{"kind":"loading"}',
  ]);
});
