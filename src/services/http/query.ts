/** One value of a request's query; absent values are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;

/** The address a request goes to: the base, the path and the query's present values, whichever transport sends it. */
export function addressOf(baseURL: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(baseURL.replace(/\/$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) url.searchParams.append(name, String(value));
  }
  return url.href;
}
