/**
 * Stands in for tough-cookie in the demo build. msw keeps a cookie jar with it (about 100 KB gzip with its public
 * suffix list), but the demo backend never reads or sets a cookie: the app signs requests with a bearer token.
 */
export class Cookie {
  static fromJSON(): undefined {
    return undefined;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
