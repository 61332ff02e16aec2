import { Loader } from '@mantine/core';
import { StatusView } from '../../ui/shell/StatusView';
import { useScreenTitle } from '../shell/screenTitle';

export { oauthCallbackLoader as loader } from './oauthCallback';

/** Shown while a sign-in callback finishes; the sign-in actor then moves on to the return path. */
export default function OAuthCallback() {
  const title = useScreenTitle();
  return (
    <StatusView
      mark={<Loader color="jade" />}
      title={`${title}中…`}
      description="请稍候，马上回到刚才的页面"
      actions={[]}
    />
  );
}
