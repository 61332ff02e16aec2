import { Loader } from '@mantine/core';
import { StatusView } from '../shell/StatusView';

/** A sign-in callback finishing, under its screen's title (微信登录, QQ登录…). */
export function OAuthWaiting({ screenTitle }: { screenTitle: string }) {
  return (
    <StatusView
      mark={<Loader color="jade" />}
      title={`${screenTitle}中…`}
      description="请稍候，马上回到刚才的页面"
      actions={[]}
    />
  );
}
