import { Avatar, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import facts from '../../ui/shell/Facts.module.css';

interface ChatRequest {
  productId: string;
  nickname: string;
  avatar: string;
  openid: string;
  customInfo: string;
}

function readRequest(): ChatRequest {
  const query = new URLSearchParams(window.location.search);
  return {
    productId: window.location.pathname.split('/').pop() ?? '',
    nickname: query.get('nickname') ?? '',
    avatar: query.get('avatar') ?? '',
    openid: query.get('openid') ?? '',
    customInfo: query.get('customInfo') ?? '',
  };
}

/** customInfo as sent, or what was wrong with it. */
function customInfoRows(customInfo: string): [string, string][] {
  try {
    return Object.entries(JSON.parse(customInfo) as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  } catch {
    return [['customInfo', '不是 JSON']];
  }
}

/**
 * /__demo/support/:productId: the demo's stand-in for the customer-service chat of spec §2 /txc. It shows the
 * fields the app sent, so a tester can check them without the real service.
 */
export default function SupportChatPage() {
  const request = readRequest();
  const rows: [string, string][] = [
    ['产品', request.productId],
    ['nickname', request.nickname],
    ['openid', request.openid],
    ...customInfoRows(request.customInfo),
  ];
  return (
    <Box p="md" pt={32} style={{ minHeight: '100dvh', background: 'var(--mantine-color-gray-0)' }}>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          客服中心（演示）
        </Title>
        <Card radius="lg" p="lg" withBorder>
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={request.avatar || undefined} alt={request.nickname} radius="xl" color="jade">
              {request.nickname.slice(0, 1)}
            </Avatar>
            <Text size="sm">你好，{request.nickname || '花友'}，有什么可以帮你？客服会在工作时间内回复。</Text>
          </Group>
        </Card>
        <Card radius="lg" p="lg" withBorder aria-label="收到的用户信息">
          <Text fw={600} size="sm">
            收到的用户信息
          </Text>
          <dl className={facts.facts}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value || '（空）'}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Button variant="default" radius="xl" onClick={() => window.history.back()}>
          返回花卡记忆
        </Button>
      </Stack>
    </Box>
  );
}
