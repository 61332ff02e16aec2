import { Text, Title } from '@mantine/core';
import { CARD_COPY } from '../cards/cardCopy';
import { followLink } from '../shell/followLink';
import classes from './CardSample.module.css';

export interface CardSampleProps {
  total: number;
  /** The cards a reader who does not own the book may see; all of them when `owned`. */
  sampleSize: number;
  owned: boolean;
  /** The viewer at card n (from 1). */
  hrefOf: (n: number) => string;
  onOpen: (href: string) => void;
}

/** 试看卡片 on a book's page: the first cards as tiles, each opening the card viewer there. */
export function CardSample({ total, sampleSize, owned, hrefOf, onOpen }: CardSampleProps) {
  const shown = Math.min(owned ? 5 : sampleSize, total);
  if (shown === 0) return null;
  return (
    <section className={classes.sample} aria-label={CARD_COPY.tryCards}>
      <div className={classes.head}>
        <Title order={3} size="h5">
          {CARD_COPY.tryCards}
        </Title>
        <Text size="xs" c="dimmed">
          {owned ? CARD_COPY.allCards(total) : CARD_COPY.tryCardsHint(sampleSize, total)}
        </Text>
      </div>
      <ol className={classes.tiles}>
        {Array.from({ length: shown }, (_, i) => (
          <li key={i}>
            <a className={classes.tile} href={hrefOf(i + 1)} onClick={followLink(onOpen)}>
              <span className={classes.number}>{i + 1}</span>
              <span className={classes.label}>{CARD_COPY.tile(i + 1)}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
