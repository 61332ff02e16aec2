import '@mantine/core/styles/Tabs.css';
import { Avatar, Button, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { BookCard, BookCardSkeleton, type BookCardProps } from '../library/BookCard';
import { InlineRetry } from '../shell/InlineRetry';
import { StatusView } from '../shell/StatusView';
import classes from './FollowingView.module.css';

export const FOLLOWING_TABS = [
  { value: 'new', label: '上新' },
  { value: 'following', label: '关注' },
  { value: 'followers', label: '粉丝' },
] as const;
export type FollowingTab = (typeof FOLLOWING_TABS)[number]['value'];

export const FOLLOWING_SIGN_IN = { title: '登录后查看关注', description: '关注作者后，他们的新书会出现在这里' };

export interface PersonRow {
  href: string;
  nickname: string;
  avatarUrl: string | null;
  bio: string | null;
}

type Rows<T> = { items: T[]; loading: boolean; error: string; hasMore: boolean; loaded: boolean };

interface FollowingViewProps {
  tab: FollowingTab;
  onTab: (tab: FollowingTab) => void;
  books: Rows<BookCardProps>;
  people: Rows<PersonRow>;
  onOpen: (href: string) => void;
  onMore: () => void;
  onRetry: () => void;
  onLibrary: () => void;
}

const EMPTY: Record<FollowingTab, { title: string; description: string }> = {
  new: { title: '还没有上新', description: '关注作者后，他们发布的新书会按时间排在这里' },
  following: { title: '还没有关注任何人', description: '在作者主页点「关注」，就能在这里找到他们' },
  followers: { title: '还没有粉丝', description: '发布书籍、分享主页，让更多人关注你' },
};

function ListEnd({ rows, onMore, onRetry }: { rows: Rows<unknown>; onMore: () => void; onRetry: () => void }) {
  if (rows.error) return <InlineRetry error={rows.error} onRetry={onRetry} />;
  if (rows.loading) return <BookCardSkeleton />;
  if (!rows.hasMore) return null;
  return (
    <Button variant="subtle" onClick={onMore}>
      加载更多
    </Button>
  );
}

/** /me/following: 上新 (the followed authors' books, newest first), 关注 and 粉丝, each paged. */
export function FollowingView({ tab, onTab, books, people, onOpen, onMore, onRetry, onLibrary }: FollowingViewProps) {
  const rows = tab === 'new' ? books : people;
  const empty = rows.loaded && !rows.error && rows.items.length === 0;
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as FollowingTab)}>
      <Tabs.List grow className={classes.tabs}>
        {FOLLOWING_TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Stack gap="xs" p="md">
        {empty ? (
          <StatusView
            mark="☆"
            {...EMPTY[tab]}
            actions={tab === 'followers' ? [] : [{ label: '去书库看看', primary: true, onClick: onLibrary }]}
          />
        ) : tab === 'new' ? (
          books.items.map((book) => <BookCard key={book.href} book={book} onOpen={onOpen} />)
        ) : (
          people.items.map((person) => (
            <UnstyledButton key={person.href} className={classes.person} onClick={() => onOpen(person.href)}>
              <Avatar src={person.avatarUrl} radius="xl" size={44} alt={person.nickname}>
                {[...person.nickname][0]}
              </Avatar>
              <div className={classes.who}>
                <Text fw={600} truncate="end">
                  {person.nickname}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end">
                  {person.bio || '这个人很懒，还没有简介'}
                </Text>
              </div>
              <span className={classes.chevron} aria-hidden>
                ›
              </span>
            </UnstyledButton>
          ))
        )}
        <ListEnd rows={rows} onMore={onMore} onRetry={onRetry} />
      </Stack>
    </Tabs>
  );
}
