import { Button, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { BookOrderBy } from '../../domain/book';
import { StatusView } from '../shell/StatusView';
import { BookCard, BookCardSkeleton, type BookCardProps } from './BookCard';
import { ListFooter, type ListFooterState } from './ListFooter';
import { SortControl } from './SortControl';
import classes from './LibraryView.module.css';

export interface LibrarySearch {
  value: string;
  hints: string[];
  onChange: (value: string) => void;
  /** Enter or a chosen hint: search for it. */
  onSubmit: (keyword: string) => void;
}

export type LibraryCategories =
  | { kind: 'loading' }
  | { kind: 'failed'; onRetry: () => void }
  | { kind: 'ready'; items: { id: string; name: string }[]; selected: string };

export type LibraryList =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; onRetry: () => void }
  | { kind: 'empty'; keyword: string; onClear: () => void }
  | { kind: 'ready'; cards: BookCardProps[]; footer: ListFooterState; onReachEnd: () => void; onRetry: () => void };

interface LibraryViewProps {
  search: LibrarySearch;
  categories: LibraryCategories;
  /** '' is 全部. */
  onCategory: (id: string) => void;
  orderBy: BookOrderBy;
  onOrderBy: (orderBy: BookOrderBy) => void;
  list: LibraryList;
  onOpenBook: (href: string) => void;
  /** 为你推荐: categories for the signed-in reader, as chips above the list; none signed out. */
  forYou?: { id: string; name: string }[];
  /** The searched keyword in notes and authors too (/search). */
  onSearchAll?: (keyword: string) => void;
}

export function LibraryView({
  search,
  categories,
  onCategory,
  orderBy,
  onOrderBy,
  list,
  onOpenBook,
  forYou = [],
  onSearchAll,
}: LibraryViewProps) {
  const keyword = list.kind === 'empty' ? list.keyword : search.value.trim();
  return (
    <>
      <div className={classes.toolbar}>
        <SearchBox search={search} />
        {onSearchAll && keyword && (
          <UnstyledButton className={classes.searchAll} onClick={() => onSearchAll(keyword)}>
            {`在笔记和作者中搜索「${keyword}」 ›`}
          </UnstyledButton>
        )}
        {forYou.length > 0 && (
          <div className={classes.forYou} role="list" aria-label="为你推荐">
            <Text span fz="xs" c="dimmed" fw={600}>
              为你推荐
            </Text>
            {forYou.map((c) => (
              <UnstyledButton
                key={c.id}
                role="listitem"
                className={classes.forYouChip}
                onClick={() => onCategory(c.id)}
              >
                {c.name}
              </UnstyledButton>
            ))}
          </div>
        )}
        <CategoryBar categories={categories} onCategory={onCategory} />
        <SortControl value={orderBy} onChange={onOrderBy} />
      </div>
      <BookList list={list} onOpenBook={onOpenBook} />
    </>
  );
}

/** The search box, with the server's hints listed under it while the user types (a plain list, no popover). */
function SearchBox({ search }: { search: LibrarySearch }) {
  const [typing, setTyping] = useState(false);
  const submit = (keyword: string) => {
    setTyping(false);
    search.onSubmit(keyword);
  };
  return (
    <div className={classes.search}>
      {/* A plain input in Mantine's look: Mantine's TextInput would add 5.5 KB gzip before this page's first paint. */}
      <input
        type="search"
        className={classes.searchInput}
        aria-label="搜索书籍"
        placeholder="搜索书名、作者或分类"
        value={search.value}
        onChange={(event) => {
          setTyping(true);
          search.onChange(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(search.value);
        }}
      />
      {typing && search.value && search.hints.length > 0 && (
        <ul className={classes.hints} aria-label="搜索提示">
          {search.hints.map((hint) => (
            <li key={hint}>
              <UnstyledButton className={classes.hint} onClick={() => submit(hint)}>
                {hint}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryBar({ categories, onCategory }: Pick<LibraryViewProps, 'categories' | 'onCategory'>) {
  if (categories.kind === 'loading')
    return (
      <div className={classes.categories} role="status" aria-busy="true" aria-label="分类加载中">
        {[56, 72, 72, 72].map((width, i) => (
          <Skeleton key={i} height={28} width={width} radius="xl" />
        ))}
      </div>
    );
  if (categories.kind === 'failed')
    return (
      <Text size="sm" c="dimmed">
        分类加载失败
        <Button variant="subtle" size="compact-sm" onClick={categories.onRetry}>
          重试
        </Button>
      </Text>
    );
  const all = [{ id: '', name: '全部' }, ...categories.items];
  return (
    <div className={classes.categories} role="tablist" aria-label="分类">
      {all.map((c) => (
        <Button
          key={c.id}
          role="tab"
          aria-selected={c.id === categories.selected}
          className={classes.chip}
          size="compact-sm"
          radius="xl"
          variant={c.id === categories.selected ? 'filled' : 'default'}
          onClick={() => onCategory(c.id)}
          maw={160}
          data-one-line
        >
          {c.name}
        </Button>
      ))}
    </div>
  );
}

function BookList({ list, onOpenBook }: { list: LibraryList; onOpenBook: (href: string) => void }) {
  switch (list.kind) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label="书籍加载中">
          {[0, 1, 2, 3].map((i) => (
            <BookCardSkeleton key={i} />
          ))}
        </div>
      );
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="书库加载失败"
          description={list.message}
          actions={[{ label: '重试', primary: true, onClick: list.onRetry }]}
        />
      );
    case 'empty':
      return (
        <StatusView
          mark="∅"
          title="没有找到相关书籍"
          description={list.keyword ? `没有与「${list.keyword}」相关的书籍，换个关键词试试` : '这个分类还没有书籍'}
          actions={[{ label: '查看全部书籍', primary: true, onClick: list.onClear }]}
        />
      );
    case 'ready':
      return (
        <div>
          {list.cards.map((card) => (
            <BookCard key={card.href} book={card} onOpen={onOpenBook} />
          ))}
          <ListFooter state={list.footer} onReachEnd={list.onReachEnd} onRetry={list.onRetry} />
        </div>
      );
  }
}
