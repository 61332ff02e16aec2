import { cardTitle } from '../../domain/cardPackage';
import { RATE_LOG_DAYS, type CardRating, type RateDay } from '../../domain/cardRating';
import { DAY_MS } from '../catalogueData';
import { cardIdOf, noteFieldsOf } from '../library/cards';
import { findSeedBook } from '../library/seed';
import { cardCountOf, placesOf } from '../packages/content';
import { badRequest, requireString, type RouteFn } from './kit';
import { authorPackage } from './packageAccess';

/**
 * How readers rated a package's cards (issue 57 卡包与发布, 学习数据), to its author. Seeded, the same everywhere: the
 * first RATED_CARDS cards of a book's package were answered, every 7th often forgotten, every 9th only a few times;
 * each day has its answers over the package, by its date.
 */
const RATED_CARDS = 60;
const LOG_DAYS_MAX = 3 * RATE_LOG_DAYS;
const CN_OFFSET_MS = 8 * 3_600_000;

type Counts = Pick<CardRating, 'again' | 'hard' | 'good' | 'easy'>;

/** `total` answers split by how often they were 忘记 (again) and 困难 (hard). */
function split(total: number, againShare: number, hardShare: number): Counts {
  const again = Math.round(total * againShare);
  const hard = Math.round(total * hardShare);
  const easy = Math.round((total - again - hard) * 0.3);
  return { again, hard, good: total - again - hard - easy, easy };
}

const ratingOf = (place: number): Counts => {
  const total = place % 9 === 4 ? 1 + (place % 4) : 12 + ((place * 37) % 50);
  return split(total, place % 7 === 2 ? 0.55 : place % 5 === 1 ? 0.25 : 0.06, 0.15);
};

/** POST hpkg/v1/card/rate_statistic with `package_uuid`: each answered card that is still in the package. */
export const rateStatistic: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx, requireString(ctx.body.package_uuid, '请指定卡包'));
  const book = findSeedBook(pkg.library_book_id ?? undefined);
  if (!book) return { items: [] };
  const places = pkg.content.decks.flatMap(placesOf).filter((place) => place < RATED_CARDS);
  const items = places.map((place): CardRating => ({
    card_id: cardIdOf(book, place),
    title: cardTitle({ fields: noteFieldsOf(book, place) }),
    ...ratingOf(place),
  }));
  return { items };
};

/** POST hpkg/v1/card/rate_logs with `package_uuid` and `days` (1–90): a day each, oldest first, China dates. */
export const rateLogs: RouteFn = (ctx) => {
  const { pkg } = authorPackage(ctx, requireString(ctx.body.package_uuid, '请指定卡包'));
  const days = ctx.body.days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > LOG_DAYS_MAX)
    throw badRequest(`days 需为 1～${LOG_DAYS_MAX}`);
  const studied = cardCountOf(pkg.content) > 0;
  const today = Math.floor((ctx.now + CN_OFFSET_MS) / DAY_MS);
  const items = Array.from({ length: days }, (_, i): RateDay => {
    const day = today - (days - 1 - i);
    const total = studied ? 30 + ((day * 17 + Number(pkg.library_book_id) * 5) % 40) : 0;
    return { date: new Date(day * DAY_MS).toISOString().slice(0, 10), ...split(total, 0.12, 0.18) };
  });
  return { items };
};
