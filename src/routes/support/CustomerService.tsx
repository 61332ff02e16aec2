import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { outboundUrl } from '../../services/outboundUrl';
import { isSupportProductId, supportChatUrl } from '../../services/support';
import { SignInNeeded, StatusView } from '../../ui/shell/StatusView';
import { clientStore } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** The chat knows who writes: sign in first, and read the user if my_info has not answered yet. */
async function chatUrl(productId: string): Promise<string> {
  await requireLogin();
  const user = clientStore.get().userInfo ?? (await api.auth.getMyInfo({ noToast: true }));
  const url = outboundUrl(
    supportChatUrl({ base: import.meta.env.VITE_SUPPORT_CHAT_URL, productId, user, origin: window.location.origin }),
  );
  if (url === null) throw new Error('客服链接无效，请稍后重试');
  return url;
}

/** /txc/:productId (spec §2): the customer-service chat, opened in place of this page. */
export default function CustomerService() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const valid = isSupportProductId(productId);
  const open = useRequest(chatUrl, (url) => window.location.replace(url));
  const { run } = open;
  useEffect(() => {
    if (valid) run(productId);
  }, [valid, productId, run]);

  const home = { label: '返回首页', onClick: () => void navigate('/') };
  let body;
  if (!valid)
    body = (
      <StatusView
        mark="?"
        title="客服入口无效"
        description="链接中的客服编号不正确，请从App或首页进入客服中心。"
        actions={[{ ...home, primary: true }]}
      />
    );
  else if (open.error === LOGIN_CANCELLED_TEXT)
    body = (
      <SignInNeeded
        title="登录后联系客服"
        description="客服需要知道你的账号，才能帮你查询订单与会员"
        onLogin={() => run(productId)}
        onHome={home.onClick}
      />
    );
  else if (open.error)
    body = (
      <StatusView
        mark="!"
        title="客服中心打开失败"
        description={open.error}
        actions={[{ label: '重试', primary: true, onClick: () => run(productId) }, home]}
      />
    );
  else
    body = (
      <Stack align="center" justify="center" gap="sm" py={96} role="status" aria-busy="true">
        <Loader color="jade" />
        <Text c="dimmed" size="sm">
          正在进入客服中心…
        </Text>
      </Stack>
    );
  return <TitledScreen>{body}</TitledScreen>;
}
