import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import jade from '../shell/jade.module.css';
import { yuan } from '../vip/price';
import classes from './CreatorCentre.module.css';

/** 推广订单 before its orders are read, and the words of its list. */
export const PROMOTION_COPY = {
  signIn: { title: '登录后查看推广订单', description: '分享书籍链接，好友购买后你获得佣金；登录后查看你的推广订单。' },
  loadFailed: '推广订单加载失败',
  commission: '佣金',
  label: '推广订单列表',
};

export function NoPromotionOrders() {
  return (
    <Text size="sm" c="dimmed" py="sm">
      还没有推广订单。分享下面的书，好友通过你的链接购买后，订单会显示在这里。
    </Text>
  );
}

export interface PromotableBookRow {
  id: string;
  title: string;
  author: string;
  cover: string;
  price: number;
  commission: number;
}

interface PromotionViewProps {
  totalCommission: number;
  orderCount: number;
  /** The orders list with its footer, or its own loading and error state. */
  orders: ReactNode;
  books: PromotableBookRow[] | null;
  booksError: string;
  onShare: (book: PromotableBookRow) => void;
  onRetryBooks: () => void;
}

/** 推广订单: what my sharer links earned, the orders behind it, and the books to share with their commission. */
export function PromotionView({
  totalCommission,
  orderCount,
  orders,
  books,
  booksError,
  onShare,
  onRetryBooks,
}: PromotionViewProps) {
  return (
    <Stack gap="md">
      <section className={`${jade.hero} ${classes.hero}`} aria-labelledby="promotion-figures">
        <Title id="promotion-figures" order={2} size="h4" c="white">
          我的推广
        </Title>
        <dl className={classes.figures}>
          <div>
            <dt>累计佣金</dt>
            <dd>{yuan(totalCommission)}</dd>
          </div>
          <div>
            <dt>推广订单</dt>
            <dd>{orderCount} 单</dd>
          </div>
        </dl>
        <Text size="xs" c="white" opacity={0.9} mt="sm">
          好友通过你分享的书籍链接购买，你获得佣金；退款的订单不计佣金
        </Text>
      </section>

      <section aria-labelledby="promotion-orders">
        <Title id="promotion-orders" order={3} size="h5" mb="xs">
          推广订单
        </Title>
        {orders}
      </section>

      <section className={classes.card} aria-labelledby="promotion-books">
        <Title id="promotion-books" order={3} size="h5">
          分享赚佣金
        </Title>
        {booksError ? (
          <Group justify="space-between" mt="sm" role="alert">
            <Text size="sm">{booksError}</Text>
            <Button variant="subtle" size="compact-sm" onClick={onRetryBooks}>
              重试
            </Button>
          </Group>
        ) : !books ? (
          <Stack gap="xs" mt="sm" role="status" aria-busy="true" aria-label="可推广的书加载中">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </Stack>
        ) : books.length === 0 ? (
          <Text size="sm" c="dimmed" mt="sm">
            暂时没有可以推广的书
          </Text>
        ) : (
          <ul className={classes.list}>
            {books.map((book) => (
              <li key={book.id} className={classes.entry}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <img className={classes.cover} src={book.cover} alt="" loading="lazy" />
                  <span style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {book.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {book.author} · {yuan(book.price)}
                    </Text>
                    <Text size="xs" c="jade.8" fw={600}>
                      每单佣金 {yuan(book.commission)}
                    </Text>
                  </span>
                </Group>
                <Button
                  size="xs"
                  radius="xl"
                  variant="light"
                  onClick={() => onShare(book)}
                  aria-label={`分享《${book.title}》`}
                >
                  分享
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}

/** The promotion page while its figures load. */
export function PromotionSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="推广订单加载中">
      <Skeleton height={130} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}
