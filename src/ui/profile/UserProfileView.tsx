import { Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BookCard, BookCardSkeleton, type BookCardProps } from '../library/BookCard';
import { InlineRetry } from '../shell/InlineRetry';
import { StatusView } from '../shell/StatusView';
import { Section } from '../vip/Section';
import classes from './UserProfileView.module.css';

export interface ProfileCard {
  nickname: string;
  avatarUrl: string | null;
  huaId: string;
  bio: string | null;
  followers: number;
  /** null on my own page: nobody follows themselves. */
  follow: { followed: boolean; busy: boolean; error: string } | null;
}

export type ProfileBooks =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'ready';
      categories: { id: string; name: string; count: number }[];
      /** '' for 全部. */
      category: string;
      books: BookCardProps[];
    };

export type UserProfileState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; profile: ProfileCard; books: ProfileBooks };

interface UserProfileViewProps {
  state: UserProfileState;
  onRetry: () => void;
  onHome: () => void;
  onToggleFollow: () => void;
  onCategory: (id: string) => void;
  onRetryBooks: () => void;
  onOpenBook: (href: string) => void;
}

/** /u/:uid: who they are (avatar, nickname, hua id, bio, followers), follow or unfollow, and their books. */
export function UserProfileView(props: UserProfileViewProps) {
  const { state } = props;
  switch (state.kind) {
    case 'loading':
      return (
        <Stack gap="md" role="status" aria-busy="true" aria-label="用户主页加载中">
          <Skeleton height={180} radius="lg" />
          <BookCardSkeleton />
          <BookCardSkeleton />
        </Stack>
      );
    case 'notFound':
      return (
        <StatusView
          mark="?"
          title="用户不存在"
          description="没有找到这位用户，请确认链接是否完整。"
          actions={[{ label: '返回首页', primary: true, onClick: props.onHome }]}
        />
      );
    case 'failed':
      return (
        <StatusView
          mark="!"
          title="用户主页加载失败"
          description={state.error}
          actions={[
            { label: '重试', primary: true, onClick: props.onRetry },
            { label: '返回首页', onClick: props.onHome },
          ]}
        />
      );
  }
  const { profile, books } = state;
  return (
    <Stack gap="md">
      <section className={classes.card} aria-label="用户信息">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <Avatar src={profile.avatarUrl} alt={profile.nickname} size={64} radius="xl" color="jade">
            {[...profile.nickname][0]}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h3" lineClamp={1}>
              {profile.nickname}
            </Title>
            <Text size="sm" c="dimmed">
              花号 {profile.huaId} · {profile.followers} 粉丝
            </Text>
          </Stack>
          {profile.follow && (
            <FollowButton follow={profile.follow} nickname={profile.nickname} onToggle={props.onToggleFollow} />
          )}
        </Group>
        {profile.bio && (
          <Text size="sm" mt="sm">
            {profile.bio}
          </Text>
        )}
        {profile.follow?.error && (
          <Text size="sm" c="red.9" mt="xs" role="alert">
            {profile.follow.error}
          </Text>
        )}
      </section>
      <Section title="TA的书">
        <ProfileBookList books={books} {...props} />
      </Section>
    </Stack>
  );
}

/** 关注, or 已关注 which asks first: 不再关注 takes them off 我的关注 and their new books off 我的. */
function FollowButton({
  follow,
  nickname,
  onToggle,
}: {
  follow: NonNullable<ProfileCard['follow']>;
  nickname: string;
  onToggle: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (confirming)
    return (
      <Group gap={6} wrap="nowrap" role="group" aria-label={`不再关注${nickname}？`}>
        <Button radius="xl" size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
          取消
        </Button>
        <Button
          radius="xl"
          size="compact-sm"
          color="red"
          onClick={() => {
            setConfirming(false);
            onToggle();
          }}
        >
          不再关注
        </Button>
      </Group>
    );
  return (
    <Button
      radius="xl"
      size="sm"
      variant={follow.followed ? 'default' : 'filled'}
      loading={follow.busy}
      onClick={() => (follow.followed ? setConfirming(true) : onToggle())}
    >
      {follow.followed ? '已关注' : '关注'}
    </Button>
  );
}

function ProfileBookList({
  books,
  onCategory,
  onRetryBooks,
  onOpenBook,
}: { books: ProfileBooks } & UserProfileViewProps) {
  if (books.kind === 'loading')
    return (
      <div role="status" aria-busy="true" aria-label="书籍加载中">
        <BookCardSkeleton />
      </div>
    );
  if (books.kind === 'failed') return <InlineRetry error={books.error} onRetry={onRetryBooks} />;
  if (books.categories.length === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        TA还没有发布书籍
      </Text>
    );
  const total = books.categories.reduce((sum, c) => sum + c.count, 0);
  return (
    <>
      <Group gap={6} mb="xs" role="group" aria-label="按分类查看">
        {[{ id: '', name: '全部', count: total }, ...books.categories].map((c) => (
          <Button
            key={c.id}
            size="compact-sm"
            radius="xl"
            variant={books.category === c.id ? 'filled' : 'light'}
            aria-pressed={books.category === c.id}
            onClick={() => onCategory(c.id)}
            maw={200}
            data-one-line
          >
            {c.name} {c.count}
          </Button>
        ))}
      </Group>
      {books.books.map((book) => (
        <BookCard key={book.href} book={book} onOpen={onOpenBook} />
      ))}
    </>
  );
}
