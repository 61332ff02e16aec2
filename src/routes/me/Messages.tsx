import { useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LETTER_NAMESPACE, type LetterFilter } from '../../domain/letter';
import { LetterList, MESSAGES_SIGN_IN, MessagesView } from '../../ui/me/MessagesView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { accountView, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { usePages } from '../usePages';
import { dateTimeOf } from '../vip/dates';
import { useUnreadLetters } from './unreadLetters';

const PAGE_SIZE = 20;

const loadLetters = (filter_type: LetterFilter, page_number: number) =>
  api.letter.listInstances({
    path: { namespace: LETTER_NAMESPACE, filter_type },
    query: { page_number, page_size: PAGE_SIZE },
    noToast: true,
  });

/** /me/messages 消息: 全部 / 未读 (kept in `?tab=unread`, so coming back from a letter keeps the tab), paged. */
export default function Messages() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: LetterFilter = search.get('tab') === 'unread' ? 'unread' : 'all';
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const unread = useUnreadLetters(account.kind === 'user');
  if (account.kind === 'anonymous')
    return (
      <TitledScreen>
        <SignInNeeded
          {...MESSAGES_SIGN_IN.list}
          onLogin={() => void requireLogin().catch(() => {})}
          onHome={() => void navigate('/')}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <MessagesView
        tab={tab}
        unread={unread}
        onTab={(next) => setSearch(next === 'unread' ? { tab: 'unread' } : {}, { replace: true })}
      >
        {account.kind === 'user' ? (
          <TabLetters key={tab} tab={tab} />
        ) : (
          <LetterList tab={tab} rows={[]} loading error="" hasMore={false} onRetry={() => {}} onMore={() => {}} />
        )}
      </MessagesView>
    </TitledScreen>
  );
}

/** One tab's pages, from page 1 each time the tab is chosen. */
function TabLetters({ tab }: { tab: LetterFilter }) {
  const navigate = useNavigate();
  const letters = usePages((page) => loadLetters(tab, page), true);
  return (
    <LetterList
      tab={tab}
      rows={letters.items.map((letter) => ({
        key: letter.instance_letter_id,
        title: letter.title,
        sender: letter.sender,
        content: letter.content,
        time: dateTimeOf(letter.created_at) ?? '',
        unread: !letter.read,
        onOpen: () => void navigate(`/me/messages/${letter.instance_letter_id}`),
      }))}
      loading={letters.loading || !letters.settled}
      error={letters.error}
      hasMore={letters.hasMore}
      onRetry={letters.reload}
      onMore={letters.more}
    />
  );
}
