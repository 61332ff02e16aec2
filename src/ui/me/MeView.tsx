import type { ReactNode } from 'react';
import { Avatar, Badge, Box, Button, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import classes from './MeView.module.css';

export type MeVip = { kind: 'member'; endDate: string } | { kind: 'none' } | { kind: 'unknown' };

export type MeState =
  | { kind: 'anonymous' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'user'; nickname: string; avatarUrl?: string; huaId: string | null; vip: MeVip };

/** 我的's rows, in order: each key's tile. */
export const ME_TILES = [
  { key: 'books', glyph: '书', title: '我的书架' },
  { key: 'following', glyph: '关', title: '我的关注' },
  { key: 'wallet', glyph: '钱', title: '钱包' },
  { key: 'messages', glyph: '信', title: '消息' },
  { key: 'stats', glyph: '统', title: '学习统计' },
  { key: 'groupbuy', glyph: '拼', title: '我的拼团' },
  { key: 'invite', glyph: '邀', title: '邀请好友' },
  { key: 'orders', glyph: '单', title: '我的订单' },
  { key: 'redeem', glyph: '兑', title: '兑换码' },
  { key: 'vip', glyph: 'V', title: 'VIP会员' },
  { key: 'creator', glyph: '创', title: '创作者中心' },
  { key: 'promotion', glyph: '推', title: '推广订单' },
  { key: 'accounts', glyph: '安', title: '账号与安全' },
  { key: 'settings', glyph: '设', title: '设置' },
  { key: 'feedback', glyph: '馈', title: '意见反馈' },
  { key: 'support', glyph: '客', title: '联系客服' },
  { key: 'admin', glyph: '管', title: '管理后台' },
] as const;

export type MeTile = (typeof ME_TILES)[number]['key'];

/** The name 我的 shows for an account that has none. */
export const DEFAULT_NICKNAME = '花友';

export interface MeRow {
  key: string;
  glyph: string;
  title: string;
  /** A figure at the row's end, such as an unread count. */
  badge?: string;
  onOpen: () => void;
}

interface MeViewProps {
  state: MeState;
  rows: MeRow[];
  onLogin: () => void;
  onLogout: () => void;
  onRetry: () => void;
  onOpenVip: () => void;
  onEditNickname: () => void;
  /** 退出登录 is under way: taps are ignored. */
  leaving: boolean;
  /** Between the header and the rows (关注的作者上新). */
  children?: ReactNode;
}

/** /me 我的: who I am, my VIP standing, my screens, and 退出登录; signed out, only a way in. */
export function MeView({
  state,
  rows,
  onLogin,
  onLogout,
  onRetry,
  onOpenVip,
  onEditNickname,
  leaving,
  children,
}: MeViewProps) {
  if (state.kind === 'anonymous')
    return (
      <Stack align="center" gap="sm" py={64} px="lg" ta="center">
        <Avatar size={72} radius="xl" color="gray" alt="未登录">
          我
        </Avatar>
        <Title order={2} size="h4">
          登录后查看我的账号
        </Title>
        <Text c="dimmed" size="sm">
          你的会员、账号与安全都在这里
        </Text>
        <Button size="md" radius="xl" mt="sm" w={200} onClick={onLogin}>
          登录/注册
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md" p="md">
      <Header state={state} onRetry={onRetry} onOpenVip={onOpenVip} onEditNickname={onEditNickname} />
      {children}
      <nav aria-label="我的服务" className={classes.rows}>
        {rows.map((row) => (
          <UnstyledButton key={row.key} className={classes.row} onClick={row.onOpen}>
            <span className={classes.glyph} aria-hidden>
              {row.glyph}
            </span>
            <Text className={classes.title}>{row.title}</Text>
            {row.badge && (
              <Badge color="red" circle={row.badge.length < 3} aria-label={`${row.badge}条未读`}>
                {row.badge}
              </Badge>
            )}
            <span className={classes.chevron} aria-hidden>
              ›
            </span>
          </UnstyledButton>
        ))}
      </nav>
      <Button variant="default" color="gray" size="md" radius="xl" loading={leaving} onClick={onLogout}>
        退出登录
      </Button>
    </Stack>
  );
}

function Header({
  state,
  onRetry,
  onOpenVip,
  onEditNickname,
}: {
  state: Exclude<MeState, { kind: 'anonymous' }>;
  onRetry: () => void;
  onOpenVip: () => void;
  onEditNickname: () => void;
}) {
  if (state.kind === 'loading')
    return (
      <Group className={classes.header} role="status" aria-busy="true" aria-label="正在加载我的账号">
        <Skeleton circle height={64} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="50%" radius="xl" />
          <Skeleton height={12} width="35%" radius="xl" />
        </Stack>
      </Group>
    );
  if (state.kind === 'failed')
    return (
      <Group className={classes.header} justify="space-between" wrap="nowrap">
        <Text size="sm" c="red.8" role="alert">
          账号信息加载失败：{state.error}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          重试
        </Button>
      </Group>
    );
  return (
    <Box className={classes.header}>
      <Group wrap="nowrap" gap="md">
        <Avatar src={state.avatarUrl} alt={state.nickname} size={64} radius="xl" color="jade">
          {[...state.nickname][0]}
        </Avatar>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={4} wrap="nowrap">
            <Title order={2} size="h4" lineClamp={2}>
              {state.nickname}
            </Title>
            <Button size="compact-xs" variant="subtle" onClick={onEditNickname} aria-label="修改昵称">
              修改
            </Button>
          </Group>
          {state.huaId && (
            <Text size="sm" c="dimmed">
              花号 {state.huaId}
            </Text>
          )}
        </Stack>
      </Group>
      <UnstyledButton className={classes.vip} onClick={onOpenVip}>
        <Text size="sm" fw={600}>
          {state.vip.kind === 'member'
            ? `VIP 有效期至 ${state.vip.endDate}`
            : state.vip.kind === 'none'
              ? '还不是VIP会员'
              : 'VIP会员状态暂不可用'}
        </Text>
        <Text size="sm" className={classes.vipAction}>
          {state.vip.kind === 'member' ? '续费 ›' : '开通 ›'}
        </Text>
      </UnstyledButton>
    </Box>
  );
}
