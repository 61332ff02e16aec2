import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountView } from '../../machines/auth.view';
import { followLink } from '../shell/followLink';
import classes from './HomeView.module.css';

/** The home's shortcuts, in order: each key's tile. */
export const HOME_TILES = [
  { key: 'library', glyph: '书', title: '书库' },
  { key: 'messages', glyph: '信', title: '消息' },
  { key: 'groupbuy', glyph: '拼', title: '我的拼团' },
  { key: 'stats', glyph: '统', title: '学习统计' },
  { key: 'invite', glyph: '邀', title: '邀请好友' },
  { key: 'free-vip', glyph: '免', title: '免费领VIP' },
  { key: 'gift', glyph: '赠', title: '赠送VIP' },
  { key: 'support', glyph: '客', title: '联系客服' },
  { key: 'creator', glyph: '创', title: '成为创作者' },
  { key: 'creator-centre', glyph: '收', title: '创作者中心' },
  { key: 'promotion', glyph: '推', title: '推广订单' },
  { key: 'pc', glyph: '电', title: '电脑版' },
] as const;

export type HomeTile = (typeof HOME_TILES)[number]['key'];

export interface HomeEntry {
  key: string;
  title: string;
  /** One character on the shortcut's tile. */
  glyph: string;
  /** A figure on the tile, such as an unread count. */
  badge?: string;
  href: string;
}

/** The auth view's account, with what a tap on it does. */
export type HomeAccount =
  | (Extract<AccountView, { kind: 'anonymous' }> & { onLogin: () => void })
  | Extract<AccountView, { kind: 'loading' }>
  | (Extract<AccountView, { kind: 'user' }> & { onOpenMe?: () => void; onLogout?: () => void });

/** The VIP banner: an offer, the member's end date, or (signed in, not read yet) a skeleton line. */
export type HomeVip = { kind: 'offer' } | { kind: 'loading' } | { kind: 'member'; endDate: string };

interface HomeViewProps {
  /** Who is here: a 登录/注册 button, a skeleton, or the user's avatar and nickname. */
  account: HomeAccount;
  vip: HomeVip;
  /** 为你推荐 (HomeRecommends), once its data layer has loaded; a placeholder block until then. */
  recommends?: ReactNode;
  /** The shortcuts under 继续学习. */
  entries: HomeEntry[];
  /** Where the VIP banner and 打开App lead. */
  links: { vip: string; continue: string };
  /**
   * Follows one of the home's links in place. They are real links, so that a tap on the HTML's home before the app
   * has started is not lost: the browser follows it.
   */
  onNavigate: (href: string) => void;
}

/** /: the learner's home: VIP state, 继续学习, shortcuts (group buy, invite, customer service…) and books for them. */
export function HomeView(props: HomeViewProps) {
  const { account, vip, entries, links } = props;
  const follow = followLink(props.onNavigate);
  return (
    <Box component="main" p="md" style={{ flex: 1 }}>
      <Group component="header" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="lg" mt="xs">
        {/* The account's part gives way (its nickname shortens), never the title's: the header keeps its height. */}
        <Stack gap={4} style={{ flexShrink: 0 }}>
          <Title order={1} size="h2">
            花卡记忆
          </Title>
          <Text c="dimmed" size="sm">
            科学间隔重复，记得更久
          </Text>
        </Stack>
        <AccountBadge account={account} />
      </Group>

      <UnstyledButton
        component="a"
        href={links.vip}
        onClick={follow}
        display="block"
        w="100%"
        aria-label={vip.kind === 'member' ? 'VIP会员' : '开通VIP会员'}
      >
        <Card radius="lg" p="lg" className={classes.vip}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text fw={700} fz="lg">
                {vip.kind === 'member' ? 'VIP会员' : '开通VIP会员'}
              </Text>
              {vip.kind === 'loading' ? (
                // The height of the line it stands for, so that the banner does not grow when it comes.
                <Skeleton height={14} my={4} width={150} radius="xl" />
              ) : (
                <Text fz="sm" c="gold.3">
                  {vip.kind === 'member' ? `有效期至 ${vip.endDate}` : '解锁全部书籍与学习计划'}
                </Text>
              )}
            </Stack>
            <Badge color="yellow" variant="filled" c="dark" radius="sm">
              {vip.kind === 'member' ? '续费' : '限时优惠'}
            </Badge>
          </Group>
        </Card>
      </UnstyledButton>

      <Card radius="lg" p="md" mt="md" withBorder>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>继续学习</Text>
            <Text size="sm" c="dimmed">
              打开App，今天要复习的卡片在等你
            </Text>
          </Stack>
          <Button component="a" href={links.continue} onClick={follow} radius="xl" style={{ flexShrink: 0 }}>
            打开App
          </Button>
        </Group>
      </Card>

      <SimpleGrid cols={4} spacing="xs" mt="md" component="nav" aria-label="常用功能">
        {entries.map((entry) => (
          <UnstyledButton
            component="a"
            key={entry.key}
            href={entry.href}
            onClick={follow}
            className={classes.entry}
            aria-label={entry.badge ? `${entry.title}，${entry.badge}条未读` : undefined}
          >
            <span className={classes.glyph} aria-hidden>
              {entry.glyph}
              {entry.badge && <span className={classes.badge}>{entry.badge}</span>}
            </span>
            <Text size="xs" ta="center">
              {entry.title}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      <Box mt="md">{props.recommends ?? <RecommendsPlaceholder />}</Box>
    </Box>
  );
}

/** Where 为你推荐 goes while its part of the page loads. */
export const RecommendsPlaceholder = () => (
  <Skeleton height={260} radius="lg" role="status" aria-label="推荐书籍加载中" />
);

function AccountBadge({ account }: { account: HomeAccount }) {
  switch (account.kind) {
    case 'anonymous':
      return (
        <Button size="compact-md" fz="sm" radius="xl" variant="light" px="md" onClick={account.onLogin}>
          登录/注册
        </Button>
      );
    case 'loading':
      return (
        <Group gap={8} wrap="nowrap" role="status" aria-busy="true" aria-label="账号加载中">
          <Skeleton circle height={32} />
          <Skeleton height={12} width={48} radius="xl" />
        </Group>
      );
    case 'user':
      return (
        <Group gap={4} wrap="nowrap" miw={0}>
          <UnstyledButton onClick={account.onOpenMe} aria-label={`我的：${account.nickname}`} className={classes.me}>
            <Avatar src={account.avatarUrl} alt="" size={32} radius="xl" color="jade">
              {[...account.nickname][0]}
            </Avatar>
            <Text size="sm" fw={500} maw={96} truncate="end">
              {account.nickname}
            </Text>
          </UnstyledButton>
          {account.onLogout && (
            <Button size="compact-sm" px={6} variant="subtle" color="gray" onClick={account.onLogout}>
              退出登录
            </Button>
          )}
        </Group>
      );
  }
}
