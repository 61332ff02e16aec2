import { Button, Group, Text } from '@mantine/core';
import { BookCard, BookCardSkeleton, type BookCardProps } from '../library/BookCard';
import { InlineRetry } from '../shell/InlineRetry';
import { Section } from '../vip/Section';

export type HomeRecommends =
  { kind: 'loading' } | { kind: 'failed'; error: string } | { kind: 'ready'; books: BookCardProps[] };

interface HomeRecommendsProps {
  recommends: HomeRecommends;
  onOpenBook: (href: string) => void;
  onMoreBooks: () => void;
  /** 搜索: books, notes and authors (/search). */
  onSearch: () => void;
  onRetry: () => void;
}

/** 为你推荐 on the home page: books for this reader, and the way to the library. */
export function HomeRecommendsSection(props: HomeRecommendsProps) {
  return (
    <Section
      title="为你推荐"
      extra={
        <Group gap={0} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={props.onSearch}>
            搜索
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={props.onMoreBooks}>
            去书库
          </Button>
        </Group>
      }
    >
      <Books {...props} />
    </Section>
  );
}

function Books({ recommends, onOpenBook, onRetry }: HomeRecommendsProps) {
  switch (recommends.kind) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label="推荐书籍加载中">
          <BookCardSkeleton />
          <BookCardSkeleton />
        </div>
      );
    case 'failed':
      return <InlineRetry error={recommends.error} onRetry={onRetry} />;
    case 'ready':
      return recommends.books.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          书库里的书你都有了，去看看新书吧
        </Text>
      ) : (
        recommends.books.map((book) => <BookCard key={book.href} book={book} onOpen={onOpenBook} />)
      );
  }
}
