import type { SnapshotFrom } from 'xstate';
import type { phoneLoginMachine } from './phoneLogin.machine';
import type { smsCountdownMachine } from './smsCountdown.machine';

/** The slider captcha while the backend asks for one (bizCode 400). */
export type CaptchaView =
  | { kind: 'loading' }
  | { kind: 'ready'; puzzle: unknown }
  | { kind: 'verifying'; puzzle: unknown }
  /** The answer missed: a new puzzle follows shortly. */
  | { kind: 'missed'; puzzle: unknown }
  | { kind: 'loadFailed' };

export interface PhoneLoginView {
  phone: string;
  code: string;
  phoneError: string;
  codeError: string;
  formError: string;
  /** Seconds until the code can be sent again; 0 when it can. */
  countdown: number;
  sending: boolean;
  canSend: boolean;
  /** 加载中...: the login call is in flight and taps are ignored. */
  submitting: boolean;
  captcha: CaptchaView | null;
}

type PhoneLoginSnapshot = SnapshotFrom<typeof phoneLoginMachine>;

const CAPTCHA_STATES = ['loading', 'showing', 'verifying', 'refreshing', 'failed'] as const;

function captchaOf(snapshot: PhoneLoginSnapshot): CaptchaView | null {
  if (!snapshot.hasTag('captcha')) return null;
  const { puzzle } = snapshot.context;
  const state = CAPTCHA_STATES.find((s) => snapshot.matches({ sms: { captcha: s } }));
  switch (state) {
    case 'showing':
      return { kind: 'ready', puzzle };
    case 'verifying':
      return { kind: 'verifying', puzzle };
    case 'refreshing':
      return { kind: 'missed', puzzle };
    case 'failed':
      return { kind: 'loadFailed' };
    default:
      return { kind: 'loading' };
  }
}

/** What the phone sheet shows, from the phoneLogin snapshot and its countdown child. */
export function phoneLoginView(snapshot: PhoneLoginSnapshot): PhoneLoginView {
  const { phone, code, phoneError, codeError, formError } = snapshot.context;
  const countdown = snapshot.children.countdown?.getSnapshot() as SnapshotFrom<typeof smsCountdownMachine> | undefined;
  return {
    phone,
    code,
    phoneError,
    codeError,
    formError,
    countdown: snapshot.hasTag('counting') ? (countdown?.context.remaining ?? 0) : 0,
    sending: snapshot.hasTag('sendingCode') && !snapshot.hasTag('captcha'),
    canSend: snapshot.can({ type: 'code.send' }),
    submitting: snapshot.hasTag('busy'),
    captcha: captchaOf(snapshot),
  };
}
