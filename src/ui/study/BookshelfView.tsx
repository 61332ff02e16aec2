import { Badge, Button, Group, Image, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { MorePages } from '../me/MorePages';
import { StatusView } from '../shell/StatusView';
import classes from './BookshelfView.module.css';

/** 我的书架 before sign-in. */
export const BOOKSHELF_SIGN_IN = {
  title: '登录后查看我的书架',
  description: '登录后可以看到购买和租阅的书，续租或开始学习',
};

/** How a shelf book stands, with its dates already written (YYYY-MM-DD). */
export type ShelfRowStanding =
  | { kind: 'owned' }
  | { kind: 'leased'; endsOn: string; daysLeft: number; expiring: boolean }
  | { kind: 'expired'; endedOn: string | null };

export interface ShelfRow {
  key: string;
  title: string;
  author: string;
  cover: string;
  standing: ShelfRowStanding;
  /** The newer release the author published, when my copy is behind it. */
  update: { tag: string; summary: string } | null;
  onOpen: () => void;
  onStudy: () => void;
  onPlan: () => void;
  onRenew: () => void;
  onLeaseWithPlan: () => void;
}

export interface BookshelfViewProps {
  rows: ShelfRow[];
  loading: boolean;
  error: string;
  hasMore: boolean;
  onRetry: () => void;
  onMore: () => void;
  onBrowse: () => void;
}

function StandingLine({ standing }: { standing: ShelfRowStanding }) {
  if (standing.kind === 'owned')
    return (
      <Badge size="sm" variant="light" color="jade">
        已购买
      </Badge>
    );
  if (standing.kind === 'expired')
    return (
      <Group gap={6} wrap="nowrap">
        <Badge size="sm" variant="light" color="gray">
          租期已结束
        </Badge>
        {standing.endedOn && (
          <Text size="xs" c="gray.7">
            {standing.endedOn} 到期
          </Text>
        )}
      </Group>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Badge size="sm" variant="light" color={standing.expiring ? 'orange' : 'blue'}>
        {standing.expiring ? '即将到期' : '租阅中'}
      </Badge>
      <Text size="xs" c={standing.expiring ? 'red.9' : 'gray.7'}>
        {standing.expiring ? `还剩${standing.daysLeft}天，` : ''}
        {standing.endsOn} 到期
      </Text>
    </Group>
  );
}

function RowActions({ row }: { row: ShelfRow }) {
  const { standing } = row;
  if (standing.kind === 'expired')
    return (
      <Group gap="xs" grow>
        <Button size="xs" onClick={row.onRenew}>
          续租
        </Button>
        <Button size="xs" variant="light" onClick={row.onLeaseWithPlan}>
          租借并生成学习计划
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" grow>
      <Button size="xs" onClick={row.onStudy}>
        开始学习
      </Button>
      <Button size="xs" variant="light" onClick={row.onPlan}>
        学习计划
      </Button>
      {standing.kind === 'leased' && (
        <Button size="xs" variant={standing.expiring ? 'filled' : 'light'} onClick={row.onRenew}>
          续租
        </Button>
      )}
    </Group>
  );
}

/** 我的书架: the books I own and lease, each with its standing and what to do next (学习, 学习计划, 续租). */
export function BookshelfView(props: BookshelfViewProps) {
  const { rows, loading, error, hasMore } = props;
  if (rows.length === 0 && loading)
    return (
      <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label="正在加载书架">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={132} radius="lg" />
        ))}
      </Stack>
    );
  if (rows.length === 0 && error)
    return (
      <StatusView
        mark="!"
        title="书架加载失败"
        description={error}
        actions={[{ label: '重试', primary: true, onClick: props.onRetry }]}
      />
    );
  if (rows.length === 0)
    return (
      <StatusView
        mark="书"
        title="书架还是空的"
        description="购买或租阅的书会放在这里，VIP会员可以免费租阅"
        actions={[{ label: '去书库看看', primary: true, onClick: props.onBrowse }]}
      />
    );
  return (
    <Stack gap="sm" p="md">
      <section aria-label="我的书" className={classes.list}>
        {rows.map((row) => (
          <article key={row.key} className={classes.row} aria-label={row.title}>
            <UnstyledButton onClick={row.onOpen} className={classes.book} aria-label={`${row.title}，查看书籍`}>
              <Image src={row.cover} alt="" w={56} h={74} radius="sm" />
              <Stack gap={4} className={classes.text}>
                <Text fw={600} lineClamp={2}>
                  {row.title}
                </Text>
                <Text size="xs" c="gray.7" truncate>
                  {row.author}
                </Text>
                <StandingLine standing={row.standing} />
                {row.update && (
                  <Text size="xs" c="jade.9" component="div">
                    <Badge size="sm" variant="light" color="jade" mr={4}>
                      有更新 {row.update.tag}
                    </Badge>
                    {row.update.summary}
                  </Text>
                )}
              </Stack>
            </UnstyledButton>
            <RowActions row={row} />
          </article>
        ))}
      </section>
      <MorePages loading={loading} error={error} hasMore={hasMore} onMore={props.onMore} />
    </Stack>
  );
}
