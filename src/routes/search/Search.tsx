import { useNavigate, useSearchParams } from 'react-router-dom';
import { isSearchTab, type SearchResults } from '../../domain/search';
import { searchMachine } from '../../machines/search.machine';
import { searchView } from '../../machines/search.view';
import { EVENT_KEY } from '../../services/analytics/events';
import { recentSearches } from '../../services/recentSearches';
import { SearchView, type SearchLists } from '../../ui/search/SearchView';
import { api } from '../api';
import { bookCard, bookHref } from '../library/bookCards';
import { TitledScreen } from '../shell/TitledScreen';
import { trackEvent } from '../shell/trackEvent';
import { useMachineView } from '../useMachineView';
import { useLatest, useScreenActor } from '../useScreenActor';
import { searchServices } from './searchServices';

const tabOf = (value: string | null) => (isSearchTab(value) ? value : 'all');

/** The results in the order the page lists them (作者, 书籍, 笔记), each with its place from 1. */
function listsOf({ books, notes, creators }: SearchResults): SearchLists {
  let position = 0;
  const next = () => (position += 1);
  return {
    creators: creators.map((c) => ({
      id: c.user_id,
      href: `/u/${c.user_id}`,
      position: next(),
      nickname: c.nickname,
      avatarUrl: c.image_url,
      bio: c.bio,
      followers: c.follower_count,
    })),
    books: books.map((b) => ({
      id: b.library_book_id,
      href: bookHref(b.library_book_id),
      position: next(),
      card: bookCard(b),
    })),
    notes: notes.map((n) => ({
      id: n.note_id,
      href: bookHref(n.library_book_id),
      position: next(),
      bookTitle: n.book_title,
      snippet: n.snippet,
    })),
  };
}

/**
 * /search: searchMachine with real services. The search lives in the address, so a reload or Back shows it again; the
 * recent searches on the device; a tapped result goes to the analytics queue, then opens.
 */
export default function Search() {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const latest = useLatest({ navigate, setQuery });
  const actor = useScreenActor(() => ({
    logic: searchMachine.provide(
      searchServices({
        api,
        saveRecent: (recent) => recentSearches.save(recent),
        showQuery: ({ keyword, tab }) => latest.current.setQuery({ q: keyword, tab }, { replace: true }),
        reportClick: (click) => trackEvent(EVENT_KEY.searchClick, { ...click }),
        openResult: (href) => void latest.current.navigate(href),
      }),
    ),
    options: {
      input: {
        keyword: query.get('q') ?? '',
        tab: tabOf(query.get('tab')),
        recent: recentSearches.read(),
      },
    },
  }));
  const state = useMachineView(actor, searchView);
  return (
    <TitledScreen>
      <SearchView
        state={state}
        lists={state.body.kind === 'results' ? listsOf(state.body.results) : null}
        onType={(text) => actor.send({ type: 'input.change', text })}
        onSubmit={(keyword) => actor.send({ type: 'search.submit', keyword })}
        onClear={() => actor.send({ type: 'input.clear' })}
        onTab={(tab) => actor.send({ type: 'tab.choose', tab })}
        onRetry={() => actor.send({ type: 'retry' })}
        onClearRecent={() => actor.send({ type: 'recent.clear' })}
        onOpen={({ id, position, href }) => actor.send({ type: 'result.open', id, position, href })}
      />
    </TitledScreen>
  );
}
