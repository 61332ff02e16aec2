/** An ISO time as users read it in China (UTC+8): YYYY-MM-DD HH:mm; undefined when absent or unreadable. */
export function dateTimeOf(iso: string | null | undefined): string | undefined {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return undefined;
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The date part: YYYY-MM-DD. */
export const dateOf = (iso: string | null | undefined) => dateTimeOf(iso)?.slice(0, 10);
