import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { RedeemCodeInput } from '../vip/RedeemCodeInput';
import classes from './MeView.module.css';
import { MorePages } from './MorePages';

/** What the last code gave, shown at once: the book with a way to it, or the new VIP end (a YYYY-MM-DD date). */
export type Redeemed = { gift: string; onOpenBook: () => void } | { gift: string; vipEnd: string | undefined };

function noticeOf(redeemed: Redeemed) {
  const title = `兑换成功：${redeemed.gift}`;
  if ('onOpenBook' in redeemed)
    return {
      title,
      detail: '这本书已放进你的书架，随时可以学习',
      action: { label: '去看看', onClick: redeemed.onOpenBook },
    };
  return { title, detail: `会员有效期至 ${redeemed.vipEnd ?? '—'}` };
}

/** 兑换码 before sign-in. */
export const REDEEM_SIGN_IN = { title: '登录后使用兑换码', description: '兑换的会员天数和书籍会放进你的账号' };

export interface RedeemLogRow {
  key: string;
  /** 30天VIP会员 or 《书名》. */
  gift: string;
  code: string;
  time: string;
}

interface RedeemViewProps {
  code: string;
  onCodeChange: (code: string) => void;
  onRedeem: () => void;
  busy: boolean;
  /** Why the last code was refused (used, expired, unknown…). */
  error: string;
  redeemed: Redeemed | null;
  history: { loading: boolean; error: string; rows: RedeemLogRow[]; hasMore: boolean };
  onRetryHistory: () => void;
  onMoreHistory: () => void;
}

/** 兑换码: a code field and 兑换, what the code gave, and 兑换记录. */
export function RedeemView(props: RedeemViewProps) {
  const { code, busy, error, history } = props;
  const notice = props.redeemed && noticeOf(props.redeemed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onRedeem();
  };
  return (
    <Stack gap="md" p="md">
      <form onSubmit={submit} noValidate className={classes.header} aria-label="兑换">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <RedeemCodeInput code={code} onCodeChange={props.onCodeChange} error={error} busy={busy} />
          <Button type="submit" loading={busy} disabled={!code.trim()}>
            兑换
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          兑换码不区分大小写，短横线可省略
        </Text>
      </form>
      {notice && (
        <section aria-label="兑换成功" role="status" className={classes.header}>
          <Text fw={600}>{notice.title}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {notice.detail}
          </Text>
          {notice.action && (
            <Button mt="sm" variant="light" onClick={notice.action.onClick}>
              {notice.action.label}
            </Button>
          )}
        </section>
      )}
      <Text size="sm" c="dimmed" px={4}>
        兑换记录
      </Text>
      <RedeemHistory {...history} onRetry={props.onRetryHistory} onMore={props.onMoreHistory} />
    </Stack>
  );
}

function RedeemHistory({
  loading,
  error,
  rows,
  hasMore,
  onRetry,
  onMore,
}: RedeemViewProps['history'] & { onRetry: () => void; onMore: () => void }) {
  if (rows.length === 0 && loading)
    return <Skeleton height={104} radius="lg" role="status" aria-busy="true" aria-label="正在加载兑换记录" />;
  if (rows.length === 0 && error)
    return (
      <Stack align="center" gap="xs" py="md" role="alert">
        <Text size="sm">兑换记录加载失败：{error}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          重试
        </Button>
      </Stack>
    );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        还没有兑换记录
      </Text>
    );
  return (
    <section aria-label="兑换记录" className={classes.rows}>
      {rows.map((row) => (
        <div key={row.key} className={classes.row}>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text className={classes.title}>{row.gift}</Text>
            <Text size="xs" c="dimmed">
              {row.code}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed">
            {row.time}
          </Text>
        </div>
      ))}
      <MorePages loading={loading} error={error} hasMore={hasMore} onMore={onMore} />
    </section>
  );
}
