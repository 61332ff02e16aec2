/** The broadcasts sent from this device, newest first (管理后台 最近发送): the API has no list of them. */
const KEY = 'admin-broadcasts';
const KEPT = 20;

export function sentBroadcasts(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string' && /^\d{1,20}$/.test(id))
      : [];
  } catch {
    return [];
  }
}

export function rememberBroadcast(id: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([id, ...sentBroadcasts().filter((kept) => kept !== id)].slice(0, KEPT)));
  } catch {
    // Storage refused: the broadcast is sent all the same; only 最近发送 on this device will miss it.
  }
}
