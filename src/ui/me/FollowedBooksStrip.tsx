import { Badge, Button, Group, Text } from '@mantine/core';
import { BookCover } from '../library/BookCover';
import { followLink } from '../shell/followLink';
import classes from './FollowedBooksStrip.module.css';

export interface FollowedBookTile {
  href: string;
  title: string;
  author: string;
  cover: string;
  /** Published since the reader last looked. */
  isNew: boolean;
}

interface FollowedBooksStripProps {
  books: FollowedBookTile[];
  newCount: number;
  onOpen: (href: string) => void;
  onAll: () => void;
}

export const FOLLOWED_BOOKS_TITLE = '关注的作者上新';

/** /me: the newest books of the authors the reader follows, newest first, the new ones marked; nothing when none. */
export function FollowedBooksStrip({ books, newCount, onOpen, onAll }: FollowedBooksStripProps) {
  if (books.length === 0) return null;
  return (
    <section className={classes.strip} aria-label={FOLLOWED_BOOKS_TITLE}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap={6} wrap="nowrap">
          <Text component="h2" fw={600} fz={16}>
            {FOLLOWED_BOOKS_TITLE}
          </Text>
          {newCount > 0 && (
            <Badge color="red" size="sm" aria-label={`${newCount}本新书`}>
              {`${newCount} 本新书`}
            </Badge>
          )}
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={onAll}>
          查看全部
        </Button>
      </Group>
      <div className={classes.row}>
        {books.map((book) => (
          <a key={book.href} className={classes.tile} href={book.href} onClick={followLink(onOpen)}>
            <div className={classes.cover}>
              <BookCover src={book.cover} title={book.title} />
              {book.isNew && <span className={classes.dot} aria-label="新" />}
            </div>
            <Text fz="sm" fw={500} lineClamp={2} mt={4}>
              {book.title}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {book.author}
            </Text>
          </a>
        ))}
      </div>
    </section>
  );
}
