import { Stack, Text } from '@mantine/core';
import { Stars } from './Stars';
import classes from './CommentList.module.css';

export interface CommentItem {
  id: string;
  nickname: string;
  rating: number;
  content: string;
  date: string;
}

/** Readers' 致谢: on the book page (its first three) and on /book-comments/:id (all of them). */
export function CommentList({ items }: { items: CommentItem[] }) {
  return (
    <Stack gap={0}>
      {items.map((c) => (
        <div key={c.id} className={classes.comment}>
          <Text size="sm" fw={500} component="div">
            {c.nickname} <Stars value={c.rating} />
          </Text>
          <Text size="sm">{c.content}</Text>
          <Text size="xs" c="dimmed">
            {c.date}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
