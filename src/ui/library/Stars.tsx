import type { CSSProperties } from 'react';
import classes from './Stars.module.css';

const MAX = 5;

/**
 * A read-only score out of five, as stars filled to its share: one image with its value as the name, rather than
 * Mantine's Rating, whose read-only form still builds an input and an icon per fraction of a star.
 */
export function Stars({ value }: { value: number }) {
  const share = Math.min(Math.max(value, 0), MAX) / MAX;
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={`${Number(value.toFixed(1))}星`}
      style={{ '--stars-share': `${share * 100}%` } as CSSProperties}
    />
  );
}
