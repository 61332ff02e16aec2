import { Text } from '@mantine/core';
import classes from './Announcement.module.css';

/** The operators' notice from the remote config, on the home page; nothing when there is none. */
export function Announcement({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className={classes.notice} role="note" aria-label="公告">
      <Text size="sm">{text}</Text>
    </div>
  );
}
