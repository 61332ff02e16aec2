import { Alert, Button, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import jade from '../shell/jade.module.css';
import { yuan } from '../vip/price';
import classes from './CreatorCentre.module.css';
import { SoldOrderList, type SoldOrderRow } from './SoldOrderList';

export interface CreatorFigures {
  monthIncome: number;
  totalIncome: number;
  monthOrders: number;
}

/** The creator's screens that 创作者中心 opens. */
export type CreatorEntry = 'orders' | 'books' | 'packages' | 'feedback' | 'promotion';

/** 我的作品's books once read: how many, and how many are under review. */
export interface ShelfCount {
  books: number;
  reviewing: number;
}

const shelfText = (shelf: ShelfCount | null) =>
  shelf ? `${shelf.books} 本${shelf.reviewing ? `，${shelf.reviewing} 本审核中` : ''}` : '修改、排序、提交审核你的书';

const ENTRIES: { key: CreatorEntry; label: string; description: (shelf: ShelfCount | null) => string }[] = [
  { key: 'orders', label: '订单明细', description: () => '全部、已支付、已退款的订单' },
  { key: 'books', label: '我的作品', description: shelfText },
  { key: 'packages', label: '我的卡包', description: () => '编辑牌组和模板，备份、发布新版本' },
  { key: 'feedback', label: '读者反馈', description: () => '读者对你的书的意见，可以回复' },
  { key: 'promotion', label: '推广订单', description: () => '通过你的分享链接售出的书与佣金' },
];

/** 创作者中心 before its figures are read. */
export const CREATOR_CENTRE_COPY = {
  signIn: { title: '登录后进入创作者中心', description: '创作者中心与你的账号绑定，登录后查看收入和订单。' },
  loadFailed: '创作者中心加载失败',
  downloading: (filename: string) => `已开始下载 ${filename}`,
};

export interface DownloadButton {
  label: string;
  busy: boolean;
  onClick: () => void;
}

interface CreatorCentreViewProps {
  figures: CreatorFigures;
  recent: SoldOrderRow[];
  /** 我的作品's count, or null before it is read. */
  shelf: ShelfCount | null;
  onEntry: (entry: CreatorEntry) => void;
  downloads: DownloadButton[];
  /** Why the last download failed. */
  downloadError: string;
  onAllOrders: () => void;
}

/** 创作者中心: this month's and total income, this month's orders, the latest orders, the downloads and the entries. */
export function CreatorCentreView({
  figures,
  recent,
  shelf,
  onEntry,
  downloads,
  downloadError,
  onAllOrders,
}: CreatorCentreViewProps) {
  return (
    <Stack gap="md">
      <section className={`${jade.hero} ${classes.hero}`} aria-labelledby="creator-figures">
        <Title id="creator-figures" order={2} size="h4" c="white">
          我的收入
        </Title>
        <dl className={classes.figures}>
          <div>
            <dt>本月收入</dt>
            <dd>{yuan(figures.monthIncome)}</dd>
          </div>
          <div>
            <dt>累计收入</dt>
            <dd>{yuan(figures.totalIncome)}</dd>
          </div>
          <div>
            <dt>本月订单</dt>
            <dd>{figures.monthOrders} 单</dd>
          </div>
        </dl>
      </section>

      <section className={classes.card} aria-labelledby="creator-recent">
        <Group justify="space-between" mb="xs">
          <Title id="creator-recent" order={3} size="h5">
            最近订单
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onAllOrders}>
            全部订单
          </Button>
        </Group>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            还没有读者购买你的书，订单会显示在这里
          </Text>
        ) : (
          <SoldOrderList rows={recent} shareLabel="收入" label="最近订单" />
        )}
      </section>

      <section className={classes.card} aria-labelledby="creator-downloads">
        <Title id="creator-downloads" order={3} size="h5">
          下载表格
        </Title>
        <Text size="xs" c="dimmed" mt={4}>
          全部订单与收入明细，可用表格软件打开
        </Text>
        <Group grow mt="sm">
          {downloads.map((download) => (
            <Button key={download.label} variant="light" loading={download.busy} onClick={download.onClick}>
              {download.label}
            </Button>
          ))}
        </Group>
        {downloadError && (
          <Alert color="red" mt="sm" role="alert">
            {downloadError}
          </Alert>
        )}
      </section>

      <nav className={classes.card} aria-label="创作者中心入口">
        {ENTRIES.map((entry) => (
          <UnstyledButton key={entry.key} className={classes.entry} onClick={() => onEntry(entry.key)}>
            <span>
              <Text fw={600}>{entry.label}</Text>
              <Text size="xs" c="dimmed">
                {entry.description(shelf)}
              </Text>
            </span>
            <Text c="dimmed" aria-hidden>
              ›
            </Text>
          </UnstyledButton>
        ))}
      </nav>
    </Stack>
  );
}

/** The home while its figures load. */
export function CreatorCentreSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="创作者中心加载中">
      <Skeleton height={150} radius="lg" />
      <Skeleton height={200} radius="lg" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}
