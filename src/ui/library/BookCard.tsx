import { Badge, Skeleton, Text } from '@mantine/core';
import { followLink } from '../shell/followLink';
import { BookCover } from './BookCover';
import classes from './BookCard.module.css';

export interface BookCardProps {
  href: string;
  title: string;
  author: string;
  cover: string;
  /** e.g. 「2200张卡片 · 4.6分」 */
  meta: string;
  /** ¥19.90, or empty when the badge says 免费. */
  price: string;
  badge: '免费' | '已拥有' | '租阅中' | null;
}

const BADGE_COLOUR = { 免费: 'jade', 已拥有: 'blue', 租阅中: 'orange' } as const;

export function BookCard({ book, onOpen }: { book: BookCardProps; onOpen: (href: string) => void }) {
  return (
    <a className={classes.card} href={book.href} onClick={followLink(onOpen)} aria-label={book.title}>
      <div className={classes.coverBox}>
        <BookCover src={book.cover} title={book.title} />
      </div>
      <div className={classes.body}>
        <Text fw={600} lineClamp={2}>
          {book.title}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {book.author}
        </Text>
        <Text size="xs" c="dimmed">
          {book.meta}
        </Text>
        <div className={classes.footer}>
          <span className={classes.price}>{book.price}</span>
          {book.badge && (
            <Badge color={BADGE_COLOUR[book.badge]} variant="light" radius="sm">
              {book.badge}
            </Badge>
          )}
        </div>
      </div>
    </a>
  );
}

/** The shape of a card while it loads. */
export function BookCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <div className={classes.coverBox}>
        <Skeleton height={96} radius="sm" />
      </div>
      <div className={classes.body}>
        <Skeleton height={16} width="70%" />
        <Skeleton height={12} width="40%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={16} width="30%" mt="auto" />
      </div>
    </div>
  );
}
