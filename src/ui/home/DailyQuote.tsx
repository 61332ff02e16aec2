import { Text } from '@mantine/core';
import classes from './DailyQuote.module.css';

/** 每日一句 under the home's books; nothing at all while it loads or when it failed. */
export function DailyQuote({ quote }: { quote: { content: string; author: string | null } | null }) {
  if (!quote) return null;
  return (
    <figure className={classes.quote} aria-label="每日一句">
      <Text fz="xs" c="dimmed" fw={600}>
        每日一句
      </Text>
      <Text component="blockquote" fz="md" mt={6} className={classes.text}>
        {quote.content}
      </Text>
      {quote.author && (
        <Text component="figcaption" fz="xs" c="dimmed" ta="right" mt={4}>
          {`—— ${quote.author}`}
        </Text>
      )}
    </figure>
  );
}
