const HOUR = 3600;
const DAY = 86400;
const YEAR = 365 * DAY;

/** Cents to yuan with 2 decimals; empty gives 0.00. Integer arithmetic, so no float drift. */
export function formatCents(cents: number | string | null | undefined): string {
  if (cents === null || cents === undefined || cents === '') return '0.00';
  const text = typeof cents === 'number' ? String(Math.round(cents)) : cents.trim();
  if (!/^-?\d+$/.test(text)) return '0.00';
  const value = BigInt(text);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = abs / 100n;
  const fen = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${yuan}.${fen}`;
}

/**
 * Duration label (spec §9): minutes rounded up under 1 hour, whole hours under a day,
 * 永久 beyond a year, otherwise whole days.
 */
export function durationLabel(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  if (s < HOUR) return `${Math.ceil(s / 60)}分钟`;
  if (s < DAY) return `${Math.floor(s / HOUR)}小时`;
  if (s > YEAR) return '永久';
  return `${Math.floor(s / DAY)}天`;
}

/** Pictographs, skin tones, flags, private use, and the joiners, selectors and tags that build emoji. */
const EMOJI_OR_PRIVATE_USE =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\p{Co}|\u{FE0F}|\u{20E3}|\u{200D}|[\u{E0020}-\u{E007F}]/gu;

/** Strips emoji (with their joiners, modifiers and selectors) and private-use characters. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI_OR_PRIVATE_USE, '');
}
