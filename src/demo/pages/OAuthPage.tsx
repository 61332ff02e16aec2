import { Avatar, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { StatusView } from '../../ui/shell/StatusView';
import { demoStore } from '../browserStore';
import { issueOAuthCode, oauthReturnUrl } from '../handlers/wechat';
import type { OAuthProvider } from '../../domain/signin';
import { sameOriginUrl } from './sameOrigin';

const PROVIDERS: Record<OAuthProvider, { name: string; colour: string }> = {
  wechat: { name: '微信', colour: 'wechat' },
  qq: { name: 'QQ', colour: 'qq' },
};

interface AuthorizeRequest {
  provider: OAuthProvider;
  target: URL;
  state: string;
  scope: string;
  silent: boolean;
}

function readRequest(): AuthorizeRequest | undefined {
  const provider = window.location.pathname.split('/').pop();
  const query = new URLSearchParams(window.location.search);
  const target = sameOriginUrl(query.get('redirect_uri'));
  if ((provider !== 'wechat' && provider !== 'qq') || !target) return undefined;
  const scope = query.get('scope') ?? 'get_user_info';
  return {
    provider,
    target,
    state: query.get('state') ?? '',
    scope,
    silent: provider === 'wechat' && scope === 'snsapi_base',
  };
}

function answer({ provider, target, state, scope }: AuthorizeRequest, allow: boolean): void {
  const code = allow
    ? demoStore.change((s) => issueOAuthCode(s, provider, scope, demoStore.now(), demoStore.random))
    : undefined;
  window.location.replace(oauthReturnUrl(target, provider, state, code));
}

/**
 * /__demo/oauth/:provider — the demo's stand-in for the WeChat-like and QQ-like authorize pages.
 * Silent (snsapi_base) authorization returns at once; a login asks the user first.
 */
export default function OAuthPage() {
  const [request] = useState(readRequest);
  useEffect(() => {
    if (request?.silent) answer(request, true);
  }, [request]);

  if (!request) {
    return (
      <StatusView
        mark="!"
        title="授权参数错误"
        description="redirect_uri 必须是本站地址。请回到应用重试。"
        actions={[{ label: '返回首页', primary: true, onClick: () => window.location.replace('/') }]}
      />
    );
  }
  if (request.silent) return <StatusView mark="…" title="正在授权" description="正在返回应用" actions={[]} />;

  const { name, colour } = PROVIDERS[request.provider];
  return (
    <Box p="md" pt={56} style={{ minHeight: '100dvh', background: 'var(--mantine-color-gray-0)' }}>
      <Card radius="lg" p="lg" withBorder shadow="sm">
        <Stack align="center" gap="sm">
          <Avatar size={56} radius="md" color="jade">
            花
          </Avatar>
          <Title order={3}>花卡记忆 申请使用</Title>
          <Text size="sm" c="dimmed" ta="center">
            你的{name}昵称、头像（演示授权页，不会连接{name}）
          </Text>
          <Button
            fullWidth
            size="lg"
            radius="md"
            mt="md"
            style={{ background: `var(--mantine-color-${colour}-filled)` }}
            onClick={() => answer(request, true)}
          >
            允许
          </Button>
          <Button fullWidth variant="subtle" color="gray" onClick={() => answer(request, false)}>
            拒绝
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}
