import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  phoneLoginMachine,
  type LoginInput,
  type LoginOutput,
  type PhoneLoginInput,
  type SendCodeInput,
  type SendCodeOutput,
} from '../../src/machines/phoneLogin.machine';
import { inTurn, settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';

const PHONE = '13800138000';
const PUZZLE = { originalImageBase64: 'bg', jigsawImageBase64: 'piece', token: 'puzzle-1', secretKey: 'k' };

interface Fakes {
  input?: PhoneLoginInput;
  sendCode?: (input: SendCodeInput) => Promise<SendCodeOutput>;
  loadPuzzle?: () => Promise<unknown>;
  login?: (input: LoginInput) => Promise<LoginOutput>;
}

function startPhoneLogin(fakes: Fakes = {}) {
  const sendCode = vi.fn(fakes.sendCode ?? (async () => ({ bizCode: 200 })));
  const loadPuzzle = vi.fn(fakes.loadPuzzle ?? (async () => PUZZLE));
  const login = vi.fn(fakes.login ?? (async () => ({ token: 'server-token' })));
  const toasts: string[] = [];
  const machine = phoneLoginMachine.provide({
    actors: {
      sendCode: fromPromise<SendCodeOutput, SendCodeInput>(({ input }) => sendCode(input)),
      loadPuzzle: fromPromise<unknown>(() => loadPuzzle()),
      login: fromPromise<LoginOutput, LoginInput>(({ input }) => login(input)),
    },
    actions: { notify: (_, { message }) => toasts.push(message) },
  });
  const actor = createActor(machine, { input: fakes.input ?? {} });
  const tokens: string[] = [];
  actor.on('login.success', (event) => tokens.push(event.token));
  actor.start();
  return { actor, sendCode, loadPuzzle, login, toasts, tokens };
}

type PhoneLoginActor = Actor<typeof phoneLoginMachine>;

const secondsOnButton = (actor: PhoneLoginActor) =>
  actor.getSnapshot().children.countdown?.getSnapshot().context.remaining;

async function fillForm(actor: PhoneLoginActor, phone = PHONE, code = '1234') {
  actor.send({ type: 'phone.change', value: phone });
  actor.send({ type: 'code.change', value: code });
  await settle();
}

async function openCaptcha(fakes: Fakes = {}) {
  const run = startPhoneLogin({
    sendCode: inTurn(
      async () => ({ bizCode: 400 }),
      async () => ({ bizCode: 200 }),
    ),
    ...fakes,
  });
  run.actor.send({ type: 'phone.change', value: PHONE });
  run.actor.send({ type: 'code.send' });
  await settle();
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5: validation', () => {
  test('spec §5: the phone field keeps digits only, at most 11', () => {
    const { actor } = startPhoneLogin();
    actor.send({ type: 'phone.change', value: '138 0013-8000 99' });
    expect(actor.getSnapshot().context.phone).toBe(PHONE);
  });

  test('spec §5: the code field accepts digits only, at most 4 characters', () => {
    const { actor } = startPhoneLogin();
    actor.send({ type: 'code.change', value: '1a2b3c4d5' });
    expect(actor.getSnapshot().context.code).toBe('1234');
  });

  test('spec §5: sending a code first checks the phone — 请输入手机号码 when empty', async () => {
    const { actor, sendCode } = startPhoneLogin();
    actor.send({ type: 'code.send' });
    await settle();
    expect(actor.getSnapshot().context.phoneError).toBe('请输入手机号码');
    expect(sendCode).not.toHaveBeenCalled();
  });

  test('spec §5: sending a code first checks the phone — 手机号码格式不正确 unless exactly 11 digits', async () => {
    const { actor, sendCode } = startPhoneLogin();
    actor.send({ type: 'phone.change', value: '1380013800' });
    actor.send({ type: 'code.send' });
    await settle();
    expect(actor.getSnapshot().context.phoneError).toBe('手机号码格式不正确');
    expect(actor.getSnapshot().context.codeError).toBe('');
    expect(sendCode).not.toHaveBeenCalled();
  });

  test.each(['23800138000', '12800138000', '86138001380'])(
    'spec §5: %s is not a mainland mobile number — 手机号码格式不正确 and no SMS request',
    async (phone) => {
      const { actor, sendCode } = startPhoneLogin();
      actor.send({ type: 'phone.change', value: phone });
      actor.send({ type: 'code.send' });
      await settle();
      expect(actor.getSnapshot().context.phoneError).toBe('手机号码格式不正确');
      expect(sendCode).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['138 0013 8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['138-0013-8000', '13800138000'],
  ])('spec §5: the phone %j as pasted is sent as %s', async (pasted, phone) => {
    const { actor, sendCode } = startPhoneLogin();
    actor.send({ type: 'phone.change', value: pasted });
    actor.send({ type: 'code.send' });
    await settle();
    expect(sendCode).toHaveBeenCalledWith({ phone });
  });

  test.each([
    ['12a34', '1234'],
    ['１２３４', '1234'],
    ['123456', '1234'],
  ])('spec §5: the code %j as pasted becomes %s', (pasted, code) => {
    const { actor } = startPhoneLogin();
    actor.send({ type: 'code.change', value: pasted });
    expect(actor.getSnapshot().context.code).toBe(code);
  });

  test('spec §5: the login submit checks both phone and code — 请输入验证码', async () => {
    const { actor, login } = startPhoneLogin();
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ phoneError: '请输入手机号码', codeError: '请输入验证码' });

    actor.send({ type: 'phone.change', value: PHONE });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ phoneError: '', codeError: '请输入验证码' });
    expect(login).not.toHaveBeenCalled();
  });

  test('editing a field clears its own error only', () => {
    const { actor } = startPhoneLogin();
    actor.send({ type: 'submit' });
    actor.send({ type: 'code.change', value: '1' });
    expect(actor.getSnapshot().context).toMatchObject({ phoneError: '请输入手机号码', codeError: '' });
    actor.send({ type: 'phone.change', value: '1' });
    expect(actor.getSnapshot().context.phoneError).toBe('');
  });
});

describe('spec §8: send-code bizCode', () => {
  test.each([100, 200])(
    'spec §8: bizCode %i toasts 验证码短信已发送，请注意查收 and starts the 60 s countdown',
    async (bizCode) => {
      const { actor, sendCode, loadPuzzle, toasts } = startPhoneLogin({ sendCode: async () => ({ bizCode }) });
      actor.send({ type: 'phone.change', value: PHONE });
      actor.send({ type: 'code.send' });
      expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
      await settle();

      expect(sendCode).toHaveBeenCalledExactlyOnceWith({ phone: PHONE });
      expect(toasts).toEqual(['验证码短信已发送，请注意查收']);
      expect(actor.getSnapshot().hasTag('counting')).toBe(true);
      expect(secondsOnButton(actor)).toBe(60);
      expect(actor.system.get('smsCountdown')).toBe(actor.getSnapshot().children.countdown);
      expect(loadPuzzle).not.toHaveBeenCalled();
    },
  );

  test('spec §4: while the countdown runs the send button is disabled; after 60 s it returns', async () => {
    const { actor, sendCode } = startPhoneLogin();
    actor.send({ type: 'phone.change', value: PHONE });
    actor.send({ type: 'code.send' });
    await settle();

    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    actor.send({ type: 'code.send' });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(secondsOnButton(actor)).toBe(1);
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    expect(sendCode).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(true);
    actor.send({ type: 'code.send' });
    await settle();
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  test('the countdown keeps running while the user logs in', async () => {
    const { actor, login } = startPhoneLogin({ login: () => new Promise(() => {}) });
    await fillForm(actor);
    actor.send({ type: 'code.send' });
    await settle();
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(login).toHaveBeenCalledTimes(1);
    expect(secondsOnButton(actor)).toBe(57);
  });

  test('spec §8: bizCode 400 renders the slider captcha: the puzzle is loaded, no toast', async () => {
    const { actor, loadPuzzle, toasts } = await openCaptcha();
    expect(loadPuzzle).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ sms: { captcha: 'showing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
    expect(actor.getSnapshot().context.puzzle).toEqual(PUZZLE);
    expect(toasts).toEqual([]);
  });

  test('spec §8: solving the captcha re-sends the code with the captcha verification', async () => {
    const { actor, sendCode, toasts } = await openCaptcha();
    actor.send({ type: 'captcha.solve', verification: 'encrypted-point' });
    await settle();

    expect(sendCode.mock.calls.map(([input]) => input)).toEqual([
      { phone: PHONE },
      { phone: PHONE, captcha: 'encrypted-point' },
    ]);
    expect(toasts).toEqual(['验证码短信已发送，请注意查收']);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.puzzle).toBeNull();
  });

  test('spec §8: any other bizCode toasts 人机验证失败', async () => {
    const { actor, loadPuzzle, toasts } = startPhoneLogin({ sendCode: async () => ({ bizCode: 500 }) });
    actor.send({ type: 'phone.change', value: PHONE });
    actor.send({ type: 'code.send' });
    await settle();
    expect(toasts).toEqual(['人机验证失败']);
    expect(loadPuzzle).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(true);
  });

  test('a failed captcha toasts 人机验证失败 and loads a fresh puzzle after 500 ms, staying in the captcha', async () => {
    const { actor, loadPuzzle, toasts } = await openCaptcha({
      sendCode: inTurn(
        async () => ({ bizCode: 400 }),
        async () => ({ bizCode: 403 }),
      ),
    });
    actor.send({ type: 'captcha.solve', verification: 'wrong-point' });
    await settle();
    expect(toasts).toEqual(['人机验证失败']);
    expect(actor.getSnapshot().matches({ sms: { captcha: 'refreshing' } })).toBe(true);

    await vi.advanceTimersByTimeAsync(499);
    expect(loadPuzzle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadPuzzle).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ sms: { captcha: 'showing' } })).toBe(true);
  });

  test('bizCode 400 again after a captcha shows a fresh puzzle at once', async () => {
    const { actor, loadPuzzle, toasts } = await openCaptcha({
      sendCode: inTurn(
        async () => ({ bizCode: 400 }),
        async () => ({ bizCode: 400 }),
      ),
    });
    actor.send({ type: 'captcha.solve', verification: 'expired' });
    await settle();
    expect(loadPuzzle).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual([]);
  });

  test('captcha.refresh reloads the puzzle and captcha.close leaves the captcha', async () => {
    const { actor, loadPuzzle } = await openCaptcha();
    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(loadPuzzle).toHaveBeenCalledTimes(2);

    actor.send({ type: 'captcha.close' });
    expect(actor.getSnapshot().hasTag('captcha')).toBe(false);
    expect(actor.getSnapshot().context.puzzle).toBeNull();
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(true);
  });

  test('a puzzle that fails to load shows the captcha error, and captcha.refresh tries again', async () => {
    const { actor, loadPuzzle } = await openCaptcha({
      loadPuzzle: inTurn(
        () => Promise.reject(new Error('offline')),
        async () => PUZZLE,
      ),
    });
    expect(actor.getSnapshot().matches({ sms: { captcha: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(loadPuzzle).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.puzzle).toEqual(PUZZLE);
  });

  test('spec §8: a network error while sending (already toasted by the http client) returns to the send button', async () => {
    const { actor, toasts } = startPhoneLogin({ sendCode: () => Promise.reject(new Error('Network Error')) });
    actor.send({ type: 'phone.change', value: PHONE });
    actor.send({ type: 'code.send' });
    await settle();
    expect(toasts).toEqual([]);
    expect(actor.getSnapshot().matches({ sms: 'ready' })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('spec §4: login', () => {
  test('spec §4: the login button shows 加载中... (tag busy) and a double tap makes one login call', async () => {
    let finish: (output: LoginOutput) => void = () => {};
    const { actor, login } = startPhoneLogin({ login: () => new Promise((resolve) => (finish = resolve)) });
    await fillForm(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    finish({ token: 'server-token' });
    await settle();
    actor.send({ type: 'submit' });
    await settle();
    expect(login).toHaveBeenCalledTimes(1);
  });

  test('spec §8: login success toasts 登录成功 and emits login.success with the token', async () => {
    const { actor, login, toasts, tokens } = startPhoneLogin();
    await fillForm(actor);
    actor.send({ type: 'submit' });
    await settle();
    expect(login).toHaveBeenCalledExactlyOnceWith({ phone: PHONE, code: '1234' });
    expect(toasts).toEqual(['登录成功']);
    expect(tokens).toEqual(['server-token']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  test('spec §3: pvt_inviter is sent only when the invite route gives an inviter', async () => {
    const { actor, login } = startPhoneLogin({ input: { inviterId: '1700000000000000004' } });
    await fillForm(actor);
    actor.send({ type: 'submit' });
    await settle();
    expect(login).toHaveBeenCalledExactlyOnceWith({ phone: PHONE, code: '1234', inviterId: '1700000000000000004' });
  });

  test('a failed login shows its message, keeps the form editable, and the next submit works', async () => {
    const { actor, login, toasts, tokens } = startPhoneLogin({
      login: inTurn(
        () => Promise.reject(new Error('验证码错误')),
        async () => ({ token: 'second-try' }),
      ),
    });
    await fillForm(actor);
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context.formError).toBe('验证码错误');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(tokens).toEqual([]);

    actor.send({ type: 'code.change', value: '4321' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '4321', formError: '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(login).toHaveBeenCalledTimes(2);
    expect(login).toHaveBeenLastCalledWith({ phone: PHONE, code: '4321' });
    expect(toasts).toEqual(['登录成功']);
    expect(tokens).toEqual(['second-try']);
  });

  test('an error without a message shows 登录失败，请重试', async () => {
    const { actor } = startPhoneLogin({ login: () => Promise.reject(new Error('')) });
    await fillForm(actor);
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context.formError).toBe('登录失败，请重试');
  });
});

test('effects that the route did not provide fail loudly instead of pretending to work', async () => {
  const actor = createActor(phoneLoginMachine, { input: {} }).start();
  await fillForm(actor);
  actor.send({ type: 'submit' });
  await settle();
  expect(actor.getSnapshot().context.formError).toBe('phoneLogin: 未提供 "login" 副作用');
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('phoneLogin');
});
