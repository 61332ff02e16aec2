/** Said when a link from the backend (a pay form, a cashier) is refused. */
export const PAY_LINK_INVALID_TEXT = '支付链接无效，请重试';

/** The origins of the configured API bases: a backend served over plain http (the demo API server) has its pages there. */
const apiOrigins = (): string[] =>
  [import.meta.env.VITE_API_BASE_PROD, import.meta.env.VITE_API_BASE_STAGING].flatMap((base) => {
    try {
      return [new URL(base).origin];
    } catch {
      return [];
    }
  });

/**
 * The one check of a URL the app navigates to or links to from data (backend answers, configuration): `https:` only,
 * plus the page's own origin where the demo's pages live (dev and demo builds), plus the configured API's own origin
 * (the demo API server's cashier and store pages). Anything else (`javascript:`, `data:`, plain http elsewhere,
 * garbage) is null, so no backend text can run script through a link.
 */
export function outboundUrl(
  raw: unknown,
  {
    origin = window.location.origin,
    ownOrigin = import.meta.env.MODE !== 'production',
    trustedOrigins = apiOrigins(),
  }: { origin?: string; ownOrigin?: boolean; trustedOrigins?: string[] } = {},
): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || trustedOrigins.includes(url.origin)) return url.href;
  return ownOrigin && url.origin === origin ? url.href : null;
}
