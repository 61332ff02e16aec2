import { and, assertEvent, assign, emit, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { errorMessage, notProvidedIn, requiredActionIn, type LoginSuccessEvent, type NotifyParams } from './effects';
import { SMS_COUNTDOWN_SECONDS, smsCountdownMachine } from './smsCountdown.machine';
import { isMainlandMobile, normalisePhone, normaliseSmsCode } from '../domain/phone';

/** Spec §5 and §8, verbatim. */
export const PHONE_LOGIN_TEXT = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '手机号码格式不正确',
  codeRequired: '请输入验证码',
  codeSent: '验证码短信已发送，请注意查收',
  captchaFailed: '人机验证失败',
  loggedIn: '登录成功',
  loginFailed: '登录失败，请重试',
} as const;

export interface PhoneLoginInput {
  /** pvt_inviter, only on the invite route. */
  inviterId?: string;
  /** A phone known already, such as the bound one that 注销账号 verifies. */
  phone?: string;
}

export interface SendCodeInput {
  phone: string;
  /** The slider captcha's verification value, once the user solved it. */
  captcha?: string;
}

export interface SendCodeOutput {
  bizCode: number;
}

export interface LoginInput {
  phone: string;
  code: string;
  inviterId?: string;
}

export interface LoginOutput {
  token: string;
}

export interface PhoneLoginContext {
  inviterId: string | undefined;
  phone: string;
  code: string;
  phoneError: string;
  codeError: string;
  /** The login call's error message, shown above the button. */
  formError: string;
  /** Opaque puzzle data from `loadPuzzle`, rendered by the captcha view; null when no puzzle is shown. */
  puzzle: unknown;
}

export type PhoneLoginEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.send' }
  | { type: 'captcha.solve'; verification: string }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.close' }
  | { type: 'submit' };

function phoneProblem(phone: string): string {
  if (phone === '') return PHONE_LOGIN_TEXT.phoneRequired;
  return isMainlandMobile(phone) ? '' : PHONE_LOGIN_TEXT.phoneInvalid;
}

const codeProblem = (code: string) => (code === '' ? PHONE_LOGIN_TEXT.codeRequired : '');

const notProvided = notProvidedIn('phoneLogin');
const required = requiredActionIn('phoneLogin');

interface BizCodeParams {
  bizCode: number;
}

const bizCodeOf = ({ event }: { event: { output: SendCodeOutput } }): BizCodeParams => ({
  bizCode: event.output.bizCode,
});

/**
 * The phone sheet: validation, sending the SMS code (with the slider captcha when the backend asks for it),
 * the resend countdown, and the login call.
 *
 * Views render `phoneLoginView(snapshot)` (phoneLogin.view.ts): the fields and their errors, the send button with
 * the countdown child's seconds, the captcha's state, and the login button's 加载中....
 */
export const phoneLoginMachine = setup({
  types: {
    input: {} as PhoneLoginInput,
    context: {} as PhoneLoginContext,
    events: {} as PhoneLoginEvent,
    emitted: {} as LoginSuccessEvent,
    children: {} as { countdown: 'smsCountdown'; sendCode: 'sendCode'; loadPuzzle: 'loadPuzzle'; login: 'login' },
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(notProvided('sendCode')),
    loadPuzzle: fromPromise<unknown>(notProvided('loadPuzzle')),
    login: fromPromise<LoginOutput, LoginInput>(notProvided('login')),
  },
  actions: {
    notify: required<NotifyParams>('notify'),
    editPhone: assign(({ event }) => {
      assertEvent(event, 'phone.change');
      return { phone: normalisePhone(event.value), phoneError: '', formError: '' };
    }),
    editCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: normaliseSmsCode(event.value), codeError: '', formError: '' };
    }),
    showPhoneError: assign({ phoneError: ({ context }) => phoneProblem(context.phone) }),
    showFormErrors: assign(({ context }) => ({
      phoneError: phoneProblem(context.phone),
      codeError: codeProblem(context.code),
    })),
    startCountdown: sendTo('countdown', { type: 'countdown.start' }),
    storePuzzle: assign({ puzzle: (_, params: { puzzle: unknown }) => params.puzzle }),
    forgetPuzzle: assign({ puzzle: null }),
    clearFormError: assign({ formError: '' }),
    showLoginError: assign({
      formError: (_, params: { error: unknown }) => errorMessage(params.error, PHONE_LOGIN_TEXT.loginFailed),
    }),
    announceLogin: emit((_, params: { token: string }) => ({ type: 'login.success' as const, token: params.token })),
  },
  guards: {
    phoneValid: ({ context }) => phoneProblem(context.phone) === '',
    formValid: ({ context }) => phoneProblem(context.phone) === '' && codeProblem(context.code) === '',
    codeSent: (_, { bizCode }: BizCodeParams) => bizCode === 100 || bizCode === 200,
    captchaRequired: (_, { bizCode }: BizCodeParams) => bizCode === 400,
  },
  delays: {
    /** AJ-Captcha practice: show the failure briefly, then a fresh puzzle. */
    captchaRefresh: 500,
  },
}).createMachine({
  id: 'phoneLogin',
  type: 'parallel',
  context: ({ input }) => ({
    inviterId: input.inviterId,
    phone: input.phone ?? '',
    code: '',
    phoneError: '',
    codeError: '',
    formError: '',
    puzzle: null,
  }),
  on: {
    'phone.change': { actions: 'editPhone' },
    'code.change': { actions: 'editCode' },
  },
  states: {
    sms: {
      invoke: {
        id: 'countdown',
        systemId: 'smsCountdown',
        src: 'smsCountdown',
        input: { seconds: SMS_COUNTDOWN_SECONDS },
        // The child also reports its idle snapshot when it starts; only the end of a running countdown counts.
        onSnapshot: {
          guard: and([stateIn('#phoneLogin.sms.coolingDown'), ({ event }) => !event.snapshot.hasTag('counting')]),
          target: '.ready',
        },
      },
      initial: 'ready',
      states: {
        ready: {
          on: {
            'code.send': [{ guard: 'phoneValid', target: 'sending' }, { actions: 'showPhoneError' }],
          },
        },
        sending: {
          tags: 'sendingCode',
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: [
              {
                guard: { type: 'codeSent', params: bizCodeOf },
                target: 'coolingDown',
                actions: { type: 'notify', params: { message: PHONE_LOGIN_TEXT.codeSent } },
              },
              { guard: { type: 'captchaRequired', params: bizCodeOf }, target: 'captcha' },
              { target: 'ready', actions: { type: 'notify', params: { message: PHONE_LOGIN_TEXT.captchaFailed } } },
            ],
            // The http client has already shown the network or server toast.
            onError: 'ready',
          },
        },
        captcha: {
          tags: 'captcha',
          initial: 'loading',
          exit: 'forgetPuzzle',
          on: { 'captcha.close': 'ready' },
          states: {
            loading: {
              invoke: {
                id: 'loadPuzzle',
                src: 'loadPuzzle',
                onDone: {
                  target: 'showing',
                  actions: { type: 'storePuzzle', params: ({ event }) => ({ puzzle: event.output }) },
                },
                onError: 'failed',
              },
            },
            showing: {
              on: { 'captcha.solve': 'verifying', 'captcha.refresh': 'loading' },
            },
            verifying: {
              tags: 'sendingCode',
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'captcha.solve');
                  return { phone: context.phone, captcha: event.verification };
                },
                onDone: [
                  {
                    guard: { type: 'codeSent', params: bizCodeOf },
                    target: '#phoneLogin.sms.coolingDown',
                    actions: { type: 'notify', params: { message: PHONE_LOGIN_TEXT.codeSent } },
                  },
                  { guard: { type: 'captchaRequired', params: bizCodeOf }, target: 'loading' },
                  {
                    target: 'refreshing',
                    actions: { type: 'notify', params: { message: PHONE_LOGIN_TEXT.captchaFailed } },
                  },
                ],
                onError: '#phoneLogin.sms.ready',
              },
            },
            refreshing: {
              after: { captchaRefresh: 'loading' },
              on: { 'captcha.refresh': 'loading' },
            },
            failed: {
              tags: 'error',
              on: { 'captcha.refresh': 'loading' },
            },
          },
        },
        coolingDown: {
          tags: 'counting',
          entry: 'startCountdown',
        },
      },
    },
    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            submit: [{ guard: 'formValid', target: 'submitting' }, { actions: 'showFormErrors' }],
          },
        },
        submitting: {
          tags: 'busy',
          entry: 'clearFormError',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context: { phone, code, inviterId } }) =>
              inviterId === undefined ? { phone, code } : { phone, code, inviterId },
            onDone: {
              target: 'signedIn',
              actions: [
                { type: 'notify', params: { message: PHONE_LOGIN_TEXT.loggedIn } },
                { type: 'announceLogin', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showLoginError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        signedIn: { type: 'final' },
      },
    },
  },
});
