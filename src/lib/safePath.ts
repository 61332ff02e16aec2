const MAX_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'https://same-origin.invalid';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const hasControlChar = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** Percent-decodes until stable (a double-encoded `%252F` is still a slash); undefined when malformed. */
function fullyDecoded(path: string): string | undefined {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Judged on the decoded form: a same-origin path with no scheme, no control characters and one leading slash. */
function staysOnThisSite(decoded: string): boolean {
  if (SCHEME.test(decoded.trim()) || hasControlChar(decoded)) return false;
  if (!decoded.startsWith('/') || /^[/\\]{2}/.test(decoded)) return false;
  const resolved = new URL(decoded, PROBE_ORIGIN);
  return resolved.origin === PROBE_ORIGIN && !/^[/\\]{2}/.test(resolved.pathname);
}

/**
 * DESIGN §10: any path the app did not write itself (a query, a callback's r, a server's order id) becomes a
 * same-origin relative path, or '/' when it cannot. Runs of slashes and backslashes collapse to one slash;
 * schemes, protocol-relative and encoded variants, control characters and over-long values are '/'.
 */
export function safePath(path: unknown): string {
  if (typeof path !== 'string' || path === '' || path.length > MAX_PATH_LENGTH) return '/';
  const decoded = fullyDecoded(path);
  if (decoded === undefined || !staysOnThisSite(decoded)) return '/';
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const collapsed = pathname.replace(/[/\\]+/g, '/');
  return staysOnThisSite(fullyDecoded(collapsed) ?? '') ? collapsed + path.slice(pathname.length) : '/';
}
