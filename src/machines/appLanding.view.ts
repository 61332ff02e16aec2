import type { SnapshotFrom } from 'xstate';
import type { AppDevice, appLandingMachine } from './appLanding.machine';

/** What the landing shows. */
export type AppLandingView =
  /** A wide screen: scan the QR code with a phone, or pick a store. */
  | { kind: 'qrCode' }
  /** Inside a messaging app: the guide to open the page in the browser, shown or dismissed. */
  | { kind: 'blocked'; guideOpen: boolean; device: AppDevice }
  /** Opening the app; the store follows if it does not take over. */
  | { kind: 'trying' }
  /** The app took over (the page went to the background). */
  | { kind: 'opened' }
  | { kind: 'toStore'; device: AppDevice }
  /** Back on the page: open the app again, or download it. */
  | { kind: 'choosing'; device: AppDevice };

export function appLandingView(snapshot: SnapshotFrom<typeof appLandingMachine>): AppLandingView {
  const { device } = snapshot.context;
  if (snapshot.matches('qrCode')) return { kind: 'qrCode' };
  if (snapshot.matches('blocked'))
    return { kind: 'blocked', guideOpen: snapshot.matches({ blocked: 'guiding' }), device };
  if (snapshot.matches('opened')) return { kind: 'opened' };
  if (snapshot.matches('toStore')) return { kind: 'toStore', device };
  if (snapshot.matches('choosing')) return { kind: 'choosing', device };
  return { kind: 'trying' };
}
