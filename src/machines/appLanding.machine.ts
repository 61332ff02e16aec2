import { setup } from 'xstate';
import { requiredActionIn } from './effects';

/**
 * The app-download landing (spec §2 /go/landing, §9 wide screens). View contract: appLanding.view.ts.
 * Wide screens get the QR page; inside the messaging apps scheme links are blocked, so a guide says to open the
 * browser; phones try the app's link and, when the page is still in front after a moment, go to the store
 * (notes "Deep links": the callapp-lib approach).
 */
export type AppDevice = 'desktop' | 'android' | 'ios';

/** Spec §9: over 500 px wide is a wide screen; a phone is iOS by its user agent, else Android. */
export function appDeviceOf(width: number, userAgent: string): AppDevice {
  if (width > 500) return 'desktop';
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

export interface AppLandingInput {
  device: AppDevice;
  /** The WeChat-like and QQ-like browsers block scheme links. */
  inMessagingApp: boolean;
  /** Back from the store or the app: trying again would send the user straight back (a Back-button trap). */
  returned?: boolean;
}

export type AppLandingEvent =
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  | { type: 'app.open' }
  | { type: 'store.open' }
  | { type: 'guide.open' }
  | { type: 'guide.close' };

const required = requiredActionIn('appLanding');

export const appLandingMachine = setup({
  types: {
    input: {} as AppLandingInput,
    context: {} as AppLandingInput,
    events: {} as AppLandingEvent,
  },
  actions: {
    openApp: required('openApp'),
    openStore: required('openStore'),
  },
  guards: {
    wideScreen: ({ context }) => context.device === 'desktop',
    blocked: ({ context }) => context.inMessagingApp,
    returned: ({ context }) => context.returned === true,
  },
  delays: {
    /** The app did not take over within this time: it is not installed. */
    appTimeout: 2000,
  },
}).createMachine({
  id: 'appLanding',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'wideScreen', target: 'qrCode' },
        { guard: 'blocked', target: 'blocked' },
        { guard: 'returned', target: 'choosing' },
        { target: 'trying' },
      ],
    },
    qrCode: {},
    blocked: {
      initial: 'guiding',
      states: {
        guiding: { on: { 'guide.close': 'dismissed' } },
        dismissed: { on: { 'guide.open': 'guiding' } },
      },
    },
    trying: {
      entry: 'openApp',
      on: { 'page.hidden': 'opened' },
      after: { appTimeout: 'toStore' },
    },
    opened: {
      on: { 'page.shown': 'choosing' },
    },
    toStore: {
      entry: 'openStore',
      on: { 'page.shown': 'choosing' },
    },
    choosing: {
      on: { 'app.open': 'trying', 'store.open': 'toStore' },
    },
  },
});
