import { useEffect } from 'react';
import { LETTER_NAMESPACE } from '../../domain/letter';
import { api } from '../api';
import { useRequest } from '../useRequest';

/** How many letters are unread: the total of the 未读 list's first page of one. */
const loadUnreadCount = () =>
  api.letter
    .listInstances({
      path: { namespace: LETTER_NAMESPACE, filter_type: 'unread' },
      query: { page_number: 1, page_size: 1 },
      noToast: true,
    })
    .then((page) => page.total);

/** The unread count for / and /me, read whenever the page mounts signed in; null until known or signed out. */
export function useUnreadLetters(signedIn: boolean): number | null {
  const { run, result } = useRequest(loadUnreadCount);
  useEffect(() => {
    if (signedIn) run(undefined);
  }, [signedIn, run]);
  return signedIn ? (result ?? null) : null;
}

/** 99+ past 99; nothing when all is read. */
export const unreadBadge = (count: number | null) => (count ? (count > 99 ? '99+' : String(count)) : undefined);
