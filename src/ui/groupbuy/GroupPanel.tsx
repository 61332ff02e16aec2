import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BookCover } from '../library/BookCover';
import type { ScreenAction } from '../shell/StatusView';
import { Price } from '../vip/price';
import { Countdown } from './Countdown';
import classes from './GroupPanel.module.css';

interface GroupPanelProps {
  book: { title: string; cover: string | null; onOpen: () => void };
  groupPrice: number;
  /** What buying alone costs, struck through. */
  originalPrice: number | null;
  groupSize: number;
  /** 已有N人参团，还差M人, 拼团成功… */
  title: string;
  description: string;
  tone: 'open' | 'success' | 'ended';
  /** Milliseconds to the deadline while the group is open; null once it has ended. */
  remainingMs: number | null;
  seats: ReactNode;
  actions: ScreenAction[];
  /** A refusal or outcome of the last action; '' when none. */
  notice: string;
  children?: ReactNode;
}

/** A group's page: the book at the group price, where the group stands, the countdown, the seats and what to do. */
export function GroupPanel(props: GroupPanelProps) {
  const { book, groupPrice, originalPrice, groupSize, title, description, tone, remainingMs, seats } = props;
  return (
    <Stack gap="md">
      <button type="button" className={classes.book} onClick={book.onOpen}>
        <span className={classes.cover}>
          {book.cover && <BookCover src={book.cover} title={book.title} prominent />}
        </span>
        <span className={classes.bookText}>
          <Text component="span" fw={600} lineClamp={2}>
            {book.title}
          </Text>
          <span className={classes.prices}>
            <span className={classes.badge}>{groupSize}人团</span>
            <Price cents={groupPrice} size="lg" tone="dark" />
            {originalPrice !== null && originalPrice > groupPrice && (
              <Text component="s" size="sm" c="dimmed">
                单买 ¥{(originalPrice / 100).toFixed(2)}
              </Text>
            )}
          </span>
        </span>
      </button>
      <section className={classes.status} data-tone={tone} aria-label={title}>
        <Stack gap="sm" align="center">
          {props.notice && (
            <Alert color="red" variant="light" radius="md" role="alert" p="xs" w="100%">
              {props.notice}
            </Alert>
          )}
          <Text component="h2" fw={700} fz={20} m={0} ta="center" className={classes.title}>
            {title}
          </Text>
          {remainingMs !== null && <Countdown remainingMs={remainingMs} label="距结束" />}
          {seats}
          <Text c="dimmed" size="sm" ta="center">
            {description}
          </Text>
          {props.actions.map((action) => (
            <Button
              key={action.label}
              size="lg"
              radius="xl"
              fullWidth
              variant={action.primary ? 'filled' : action.danger ? 'subtle' : 'default'}
              color={action.primary ? 'red.8' : action.danger ? 'gray.7' : undefined}
              loading={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </section>
      {props.children}
    </Stack>
  );
}
