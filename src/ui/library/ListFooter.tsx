import { Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { BookCardSkeleton } from './BookCard';

export type ListFooterState = { kind: 'more' | 'loading' | 'end' } | { kind: 'failed'; message: string };

interface ListFooterProps {
  state: ListFooterState;
  /** The footer scrolled into view while there is more: load the next page. */
  onReachEnd: () => void;
  onRetry: () => void;
}

/** The end of a growing list: watches for the reader reaching it, a skeleton while more loads, then 没有更多了. */
export function ListFooter({ state, onReachEnd, onRetry }: ListFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reachEnd = useRef(onReachEnd);
  reachEnd.current = onReachEnd;
  const watching = state.kind === 'more';
  useEffect(() => {
    const node = sentinel.current;
    if (!watching || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reachEnd.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching]);

  switch (state.kind) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label="正在加载更多">
          <BookCardSkeleton />
          <BookCardSkeleton />
        </div>
      );
    case 'end':
      return (
        <Text ta="center" c="dimmed" size="sm" py="md">
          没有更多了
        </Text>
      );
    case 'failed':
      return (
        <Text ta="center" size="sm" py="md" role="alert">
          {state.message}
          <Button variant="subtle" size="compact-sm" ml="xs" onClick={onRetry}>
            重试
          </Button>
        </Text>
      );
    case 'more':
      return (
        <div ref={sentinel}>
          <Button variant="subtle" fullWidth size="sm" onClick={onReachEnd}>
            加载更多
          </Button>
        </div>
      );
  }
}
