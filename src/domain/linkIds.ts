/*
 * The ids a shared link's path carries, read without a schema: the boot module reads them too, as it sends a page's
 * first GETs (routes/firstRequests.ts), and must stay small. Each is exported from its own domain module as well.
 */

/**
 * Order ids are big integers kept as digit strings (spec §7: beyond the safe range they stay strings); the
 * backend's are 64-bit, so at most 20 digits. Anything else in a URL is garbage.
 */
export const isOrderId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}$/.test(value);

/** A squad invite code as users type and share it: letters and digits, compared without case. */
export const normalizeSquadCode = (code: string) => code.trim().toUpperCase();
export const isSquadCode = (code: string) => /^[A-Z0-9]{4,16}$/.test(normalizeSquadCode(code));

/** How a page names a user: the numeric user id, or (spec §5) a hua id after a leading h or H. */
export type UserRef = { kind: 'id'; userId: string } | { kind: 'hua'; huaId: string };

export function userRefOf(param: string | undefined): UserRef | null {
  const text = (param ?? '').trim();
  if (/^[hH]\d{1,12}$/.test(text)) return { kind: 'hua', huaId: text.slice(1) };
  return /^\d{1,20}$/.test(text) ? { kind: 'id', userId: text } : null;
}
