import { OAuthWaiting } from '../../ui/login/OAuthWaiting';
import { useScreenTitle } from '../shell/screenTitle';

export { oauthCallbackLoader as loader } from './oauthCallback';

/** Shown while a sign-in callback finishes; the sign-in actor then moves on to the return path. */
export default function OAuthCallback() {
  return <OAuthWaiting screenTitle={useScreenTitle()} />;
}
