/** A return address the demo pages may send the browser to: this origin only. */
export function sameOriginUrl(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}
