import { useEffect } from 'react';
import { HomeRecommendsSection, type HomeRecommends } from '../../ui/home/HomeRecommends';
import { HomeView, type HomeAccount, type HomeVip } from '../../ui/home/HomeView';
import { api } from '../api';
import { bookCard } from '../library/bookCards';
import { useRequest } from '../useRequest';
import { dateOf } from '../vip/dates';
import type { BookLinks, HomeShellProps } from './Home';

/** The signed-in user's VIP end, read again whenever who is signed in changes; an offer otherwise. */
function useVip(account: HomeAccount): HomeVip {
  const { run, result, error } = useRequest(() => api.vip.getMyVip({ noToast: true }));
  const signedIn = account.kind === 'user';
  useEffect(() => {
    if (signedIn) run(undefined);
  }, [signedIn, run]);
  // Unread, the banner still offers VIP: nothing on the home page waits on it.
  if (!signedIn || error) return { kind: 'offer' };
  if (!result) return { kind: 'loading' };
  const endDate = result.is_vip ? dateOf(result.vip_end_at) : undefined;
  return endDate ? { kind: 'member', endDate } : { kind: 'offer' };
}

/** Books for this reader (recommends/my): read again once they sign in, since owned books drop out. */
function useRecommends(account: HomeAccount): [HomeRecommends, () => void] {
  const { run, result, error } = useRequest(() => api.books.getMyRecommends({ query: {}, noToast: true }));
  const reload = () => run(undefined);
  useEffect(() => run(undefined), [account.kind, run]);
  if (error) return [{ kind: 'failed', error }, reload];
  return [result ? { kind: 'ready', books: result.items.map(bookCard) } : { kind: 'loading' }, reload];
}

/** The home with its data: loaded right after the first paint, with the request machines (DESIGN §9). */
export default function HomeLive({ shell, books }: { shell: HomeShellProps; books: BookLinks }) {
  const [recommends, retry] = useRecommends(shell.account);
  return (
    <HomeView
      {...shell}
      vip={useVip(shell.account)}
      recommends={<HomeRecommendsSection recommends={recommends} {...books} onRetry={retry} />}
    />
  );
}
