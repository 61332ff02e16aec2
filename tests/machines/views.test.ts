import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { errorMessage } from '../../src/machines/effects';
import { authMachine } from '../../src/machines/auth.machine';
import { authView } from '../../src/machines/auth.view';
import { phoneLoginMachine } from '../../src/machines/phoneLogin.machine';
import { phoneLoginView } from '../../src/machines/phoneLogin.view';
import { requestMachine } from '../../src/machines/request.machine';
import { requestView } from '../../src/machines/request.view';
import { wechatAuthMachine } from '../../src/machines/wechatAuth.machine';
import { inAppLoginView } from '../../src/machines/wechatAuth.view';
import { AUTH_SAMPLES } from '../../src/machines/auth.model';
import { PHONE_LOGIN_SAMPLES } from '../../src/machines/phoneLogin.model';
import { WECHAT_SAMPLES } from '../../src/machines/wechatAuth.model';

/*
 * DESIGN §4: views render a selector's props, never the snapshot. One test per kind of props each selector gives,
 * on snapshots resolved at each state (and a live actor where a child machine feeds the props).
 */

const { USER } = AUTH_SAMPLES;
const { PUZZLE } = PHONE_LOGIN_SAMPLES;
const { WECHAT_ANDROID } = WECHAT_SAMPLES;

describe('authView: the signed-in state and the login dialog', () => {
  /** `known`: whether my_info has answered with the user. */
  const at = (value: Parameters<typeof authMachine.resolveState>[0]['value'], known = true) =>
    authMachine.resolveState({
      value,
      context: {
        token: 'Bearer t',
        user: known ? USER : undefined,
        isLoggedIn: value !== 'anonymous',
        reloadAfterLogin: false,
      },
    });

  test('signed out: anonymous, dialog closed', () => {
    expect(authView(at('anonymous', false))).toEqual({ account: { kind: 'anonymous' }, dialogOpen: false });
  });

  test('the login dialog open for a login-required request', () => {
    expect(authView(at('awaitingDialog', false))).toEqual({ account: { kind: 'anonymous' }, dialogOpen: true });
  });

  test('signed in while my_info loads: loading, never a stale name', () => {
    expect(authView(at({ loggedIn: 'fetchingUser' }, false)).account).toEqual({ kind: 'loading' });
  });

  test('signed in with the user: the nickname and avatar', () => {
    expect(authView(at({ loggedIn: 'ready' })).account).toEqual({
      kind: 'user',
      nickname: '小明',
      avatarUrl: 'https://cdn.example/a.png',
    });
  });

  test('my_info failed: the stored user shows, or 已登录 when none was stored, never an endless skeleton', () => {
    expect(authView(at({ loggedIn: 'userUnavailable' }, false), { nickname: '老用户' }).account).toEqual({
      kind: 'user',
      nickname: '老用户',
      avatarUrl: undefined,
    });
    expect(authView(at({ loggedIn: 'userUnavailable' }, false)).account).toEqual({
      kind: 'user',
      nickname: '已登录',
    });
  });
});

describe('phoneLoginView: the phone sheet', () => {
  const context = {
    inviterId: undefined,
    phone: '13800138000',
    code: '12',
    phoneError: '',
    codeError: '',
    formError: '',
    puzzle: PUZZLE,
  };
  const at = (sms: unknown, login = 'editing') =>
    phoneLoginView(phoneLoginMachine.resolveState({ value: { sms, login } as never, context }));

  test('ready: the fields as typed, the send button enabled, no captcha', () => {
    expect(at('ready')).toEqual({
      phone: '13800138000',
      code: '12',
      phoneError: '',
      codeError: '',
      formError: '',
      countdown: 0,
      sending: false,
      canSend: true,
      submitting: false,
      captcha: null,
    });
  });

  test('sending: the send button spins and cannot be tapped again', () => {
    expect(at('sending')).toMatchObject({ sending: true, canSend: false, captcha: null });
  });

  test.each([
    ['loading', { kind: 'loading' }],
    ['showing', { kind: 'ready', puzzle: PUZZLE }],
    ['verifying', { kind: 'verifying', puzzle: PUZZLE }],
    ['refreshing', { kind: 'missed', puzzle: PUZZLE }],
    ['failed', { kind: 'loadFailed' }],
  ])('spec §8 bizCode 400: the captcha %s gives %o', (state, captcha) => {
    const view = at({ captcha: state });
    expect(view.captcha).toEqual(captcha);
    // The send button does not spin behind the captcha, even while the answer is checked.
    expect(view.sending).toBe(false);
  });

  test('spec §4: the login button shows 加载中... while the login is in flight', () => {
    expect(at('ready', 'submitting').submitting).toBe(true);
  });

  describe('the countdown child', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    test('spec §9: after a sent code the button shows the countdown child’s seconds, 60 down to 0', async () => {
      const actor = createActor(
        phoneLoginMachine.provide({
          actors: { sendCode: fromPromise(async () => ({ bizCode: 200 })) },
          actions: { notify: () => {} },
        }),
        { input: {} },
      ).start();
      actor.send({ type: 'phone.change', value: '13800138000' });
      actor.send({ type: 'code.send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(phoneLoginView(actor.getSnapshot())).toMatchObject({ countdown: 60, canSend: false });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(phoneLoginView(actor.getSnapshot()).countdown).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(phoneLoginView(actor.getSnapshot())).toMatchObject({ countdown: 0, canSend: true });
      actor.stop();
    });
  });
});

describe('inAppLoginView: the one-tap button of the in-app sheet', () => {
  const at = (value: string) =>
    inAppLoginView(
      wechatAuthMachine.resolveState({
        value,
        context: {
          ...WECHAT_ANDROID,
          expectedState: '',
          oauthState: '',
          returnPath: '/',
          silentAuthFailed: false,
          flow: 'wechatLogin',
          signin: null,
        },
      }),
    );

  test('idle: the button can be tapped', () => expect(at('idle')).toEqual({ kind: 'idle' }));
  test('leaving for the provider: the button spins', () => expect(at('redirecting')).toEqual({ kind: 'leaving' }));
  test('a callback signing in: busy', () => expect(at('signingIn')).toEqual({ kind: 'signingIn' }));
  test('the JS signature before silent authorization: busy', () =>
    expect(at('signingJsApi')).toEqual({ kind: 'signingIn' }));
});

describe('requestView: one backend action', () => {
  const at = (value: string, context = { result: undefined as unknown, error: '' }) =>
    requestView<{ days: number }>(requestMachine.resolveState({ value, context }));

  test('idle: nothing run yet', () => expect(at('idle')).toEqual({ kind: 'idle', result: undefined }));
  test('running: taps ignored, the last result kept so nothing flashes empty', () =>
    expect(at('running', { result: { days: 7 }, error: '' })).toEqual({ kind: 'running', result: { days: 7 } }));
  test('succeeded: the result', () =>
    expect(at('succeeded', { result: { days: 30 }, error: '' })).toEqual({ kind: 'succeeded', result: { days: 30 } }));
  test('failed: the message to show where the action is', () =>
    expect(at('failed', { result: undefined, error: '兑换码无效' })).toEqual({
      kind: 'failed',
      error: '兑换码无效',
      result: undefined,
    }));
});

describe('zh-CN only: a client error message is never the main text of a screen', () => {
  test.each([
    'Request failed with status code 500',
    'Network Error',
    'timeout of 10000ms exceeded',
    'e.nickname is not iterable',
    '',
  ])('%j shows the fallback', (message) =>
    expect(errorMessage(new Error(message), '操作失败，请重试')).toBe('操作失败，请重试'),
  );

  test('a message written for the learner is shown as it is', () =>
    expect(errorMessage(new Error('服务器出错，请刷新重试'))).toBe('服务器出错，请刷新重试'));
});
