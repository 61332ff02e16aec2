import { Avatar, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { followLink } from '../shell/followLink';
import type { LoadedSection } from '../shell/loadedSection';
import { BookCover } from './BookCover';
import { CommentList, type CommentItem } from './CommentList';
import { Stars } from './Stars';
import classes from './BookDetailView.module.css';

export interface BookDetail {
  title: string;
  cover: string;
  author: { name: string; avatar: string; href: string };
  category: string;
  description: string;
  meta: string;
  /** ¥29.90, or 免费. */
  price: string;
  /** The struck-through original price, when it is higher. */
  originalPrice: string | null;
}

export interface RatingSummary {
  average: number;
  count: number;
  goodRatio: number;
}

export interface RecommendItem {
  href: string;
  title: string;
  cover: string;
}

interface BookDetailViewProps {
  book: BookDetail;
  rating: LoadedSection<RatingSummary>;
  comments: LoadedSection<{ items: CommentItem[]; total: number; href: string }>;
  recommends: LoadedSection<RecommendItem[]>;
  /** The reader's state and its primary action, sticky at the bottom. */
  actions?: ReactNode;
  /** Where the group-buy block goes (拼团), under the book's price. */
  groupBuySlot?: ReactNode;
  /** Above the book: who recommended it (/book/:bookId/u/:uid). */
  banner?: ReactNode;
  /** Below the introduction: 试看, the first cards, which open the card viewer. */
  sampleSlot?: ReactNode;
  /** Below the comments: this week's 学习榜 (nothing when nobody studied it). */
  rankSlot?: ReactNode;
  onOpen: (href: string) => void;
}

export function BookDetailView(props: BookDetailViewProps) {
  const { book, rating, comments, recommends, actions, groupBuySlot, banner, sampleSlot, rankSlot, onOpen } = props;
  return (
    <>
      {banner}
      <div className={classes.hero}>
        <div className={classes.heroCover}>
          <BookCover src={book.cover} title={book.title} prominent />
        </div>
        <div className={classes.heroBody}>
          <Title order={2} size="h3">
            {book.title}
          </Title>
          <a className={classes.authorLink} href={book.author.href} onClick={followLink(onOpen)}>
            <Avatar src={book.author.avatar} size={20} radius="xl" alt="" />
            {book.author.name}
          </a>
          <Text size="xs" c="dimmed">
            {book.category} · {book.meta}
          </Text>
          <RatingLine rating={rating} />
          <div>
            <span className={classes.price}>{book.price}</span>
            {book.originalPrice && (
              <s className={classes.was} aria-label={`原价${book.originalPrice}`}>
                {book.originalPrice}
              </s>
            )}
          </div>
        </div>
      </div>

      {groupBuySlot}

      <section className={classes.section} aria-label="简介">
        <Title order={3} size="h5" mb={4}>
          简介
        </Title>
        <Text size="sm">{book.description}</Text>
      </section>

      {sampleSlot}

      <section className={classes.section} aria-label="读者致谢">
        <div className={classes.sectionHead}>
          <Title order={3} size="h5">
            读者致谢
          </Title>
          {comments.kind === 'ready' && comments.value.total > 0 && (
            <a className={classes.more} href={comments.value.href} onClick={followLink(onOpen)}>
              全部 {comments.value.total} 条 ›
            </a>
          )}
        </div>
        <Comments comments={comments} />
      </section>

      {rankSlot}

      <section className={classes.section} aria-label="相关推荐">
        <Title order={3} size="h5" mb="xs">
          相关推荐
        </Title>
        <Recommends recommends={recommends} onOpen={onOpen} />
      </section>

      {actions && <div className={classes.bar}>{actions}</div>}
    </>
  );
}

function RatingLine({ rating }: { rating: LoadedSection<RatingSummary> }) {
  if (rating.kind === 'loading') return <Skeleton height={14} width={120} />;
  if (rating.kind === 'failed' || rating.value.count === 0)
    return (
      <Text size="xs" c="dimmed">
        暂无评分
      </Text>
    );
  const { average, goodRatio, count } = rating.value;
  // On a narrow line it wraps between the parts, never inside one (4.7分 · 100%好评 · 3人评|价).
  const parts = [`${average.toFixed(1)}分`, `${goodRatio}%好评`, `${count}人评价`];
  return (
    <Text size="xs" c="dimmed" component="div" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <Stars value={average} />
      <span>
        {parts.map((part, i) => (
          <Fragment key={part}>
            {i > 0 && ' · '}
            <span className={classes.nowrap}>{part}</span>
          </Fragment>
        ))}
      </span>
    </Text>
  );
}

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Text size="sm" c="dimmed">
      {what}加载失败
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        重试
      </Button>
    </Text>
  );
}

function Comments({ comments }: { comments: BookDetailViewProps['comments'] }) {
  if (comments.kind === 'loading')
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="致谢加载中">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={84} />
        ))}
      </Stack>
    );
  if (comments.kind === 'failed') return <Retry what="致谢" onRetry={comments.onRetry} />;
  if (comments.value.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        还没有读者致谢，学完后来写第一条吧
      </Text>
    );
  return <CommentList items={comments.value.items} />;
}

function Recommends({
  recommends,
  onOpen,
}: {
  recommends: LoadedSection<RecommendItem[]>;
  onOpen: (href: string) => void;
}) {
  // One page of recommendations (6 covers) in the grid they will fill.
  if (recommends.kind === 'loading')
    return (
      <div className={classes.recommends} role="status" aria-busy="true" aria-label="推荐加载中">
        {[0, 1, 2, 3, 4, 5].map((slot) => (
          <div key={slot}>
            <Skeleton className={classes.coverSlot} radius="sm" />
            <Skeleton height={12} mt={4} width="80%" />
          </div>
        ))}
      </div>
    );
  if (recommends.kind === 'failed') return <Retry what="推荐" onRetry={recommends.onRetry} />;
  if (recommends.value.length === 0)
    return (
      <Text size="sm" c="dimmed">
        暂无推荐
      </Text>
    );
  return (
    <div className={classes.recommends}>
      {recommends.value.map((r) => (
        <a key={r.href} className={classes.recommend} href={r.href} onClick={followLink(onOpen)} aria-label={r.title}>
          <BookCover src={r.cover} title={r.title} />
          <Text size="xs" mt={4} lineClamp={2}>
            {r.title}
          </Text>
        </a>
      ))}
    </div>
  );
}

/** The shape of the detail while it loads. */
export function BookDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="书籍加载中">
      <div className={classes.hero}>
        <div className={classes.heroCover}>
          <Skeleton height={144} radius="sm" />
        </div>
        <div className={classes.heroBody}>
          <Skeleton height={22} width="80%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={24} width="30%" mt="auto" />
        </div>
      </div>
      <Skeleton height={64} mt="lg" />
      <Skeleton height={96} mt="lg" />
    </div>
  );
}
