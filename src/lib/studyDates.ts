const DAY_MS = 86_400_000;
/** Study days are calendar days in China (UTC+8), where the learners are, whatever the device's zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China calendar day of an instant, as YYYY-MM-DD. */
export const chinaDate = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The calendar day `days` before (or, negative, after) a YYYY-MM-DD day. */
export const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD day to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Day of the week of a YYYY-MM-DD day: 0 Sunday … 6 Saturday. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
