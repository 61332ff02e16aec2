import { formatCents } from '../../lib/format';
import classes from './price.module.css';

/** ¥ and the amount in yuan with 2 decimals (spec §5: cents shown divided by 100; 0.00 when empty). */
export const yuan = (cents: number | null | undefined) => `¥${formatCents(cents)}`;

/** The auto-renew terms as disclosed everywhere: 到期自动续费 ¥15.00/30天，可随时取消. */
export const renewalTerms = (renewPrice: number, periodDays: number) =>
  `到期自动续费 ${yuan(renewPrice)}/${periodDays}天，可随时取消`;

/** Price per day, rounded to the cent, for the 约¥0.35/天 hint. */
export const perDay = (cents: number, days: number) => (days > 0 ? `约${yuan(Math.round(cents / days))}/天` : '');

type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

interface PriceProps {
  cents: number | null | undefined;
  size?: PriceSize;
  /** Text colour; the VIP brown-gold by default. */
  tone?: 'gold' | 'dark' | 'light';
}

/** A selling price: a small ¥ then the amount, tabular digits. Its text content is exactly 「¥18.00」. */
export function Price({ cents, size = 'md', tone = 'gold' }: PriceProps) {
  return (
    <span className={classes.price} data-size={size} data-tone={tone}>
      <span className={classes.currency}>¥</span>
      {formatCents(cents)}
    </span>
  );
}

/** The original price, struck through; screen readers hear 原价 before it. */
export function OriginalPrice({ cents, id }: { cents: number; id?: string }) {
  return (
    <span className={classes.original} id={id}>
      <span className={classes.srOnly}>原价</span>
      <s>{yuan(cents)}</s>
    </span>
  );
}
