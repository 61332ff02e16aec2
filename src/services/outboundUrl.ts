/** Said when a link from the backend (a pay form, a cashier) is refused. */
export const PAY_LINK_INVALID_TEXT = '支付链接无效，请重试';

/**
 * The one check of a URL the app navigates to or links to from data (backend answers, configuration): `https:` only,
 * plus the page's own origin where the demo's pages live (dev and demo builds). Anything else (`javascript:`,
 * `data:`, plain http elsewhere, garbage) is null, so no backend text can run script through a link.
 */
export function outboundUrl(
  raw: unknown,
  { origin = window.location.origin, ownOrigin = import.meta.env.MODE !== 'production' } = {},
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  return ownOrigin && url.origin === origin ? url.href : null;
}
