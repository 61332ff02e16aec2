import { assign, setup } from 'xstate';

/** Spec §9: the send-code button waits 60 s before a resend. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsCountdownInput {
  seconds?: number;
}

export interface SmsCountdownContext {
  seconds: number;
  /** Seconds left while counting; 0 when idle. */
  remaining: number;
}

export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as { type: 'countdown.start' },
  },
  actions: {
    restart: assign({ remaining: ({ context }) => context.seconds }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
  },
  guards: {
    timeIsUp: ({ context }) => context.remaining <= 0,
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ seconds: input.seconds ?? SMS_COUNTDOWN_SECONDS, remaining: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'countdown.start': { target: 'counting', actions: 'restart' } },
    },
    counting: {
      tags: 'counting',
      always: { guard: 'timeIsUp', target: 'idle' },
      after: { tick: { target: 'counting', reenter: true, actions: 'countDown' } },
    },
  },
});
