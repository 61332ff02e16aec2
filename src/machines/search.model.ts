import type { Book } from '../domain/book';
import type { SearchResults } from '../domain/search';
import { machineModel } from './model';
import { searchMachine } from './search.machine';

const BOOK: Book = {
  library_book_id: '1',
  title: '四级核心词汇',
  author: { user_id: '900001', nickname: '林老师', avatar_url: '' },
  cover_url: '',
  category_id: '1',
  category_name: '语言学习',
  description: '',
  price: 1990,
  original_price: 3990,
  card_count: 2200,
  rating: 4.6,
  rating_count: 5,
  access: 'NONE',
  lease_ends_at: null,
  package_uuid: 'pkg-1',
};

const FOUND: SearchResults = {
  books: [BOOK],
  notes: [{ note_id: '70001', library_book_id: '1', book_title: BOOK.title, snippet: '四级词汇按词根记' }],
  creators: [],
};
const NOTHING: SearchResults = { books: [], notes: [], creators: [] };

/** Sample data of the search model, shared with the machine's tests. */
export const SEARCH_SAMPLES = { BOOK, FOUND, NOTHING };

export const searchModel = machineModel({
  name: 'search',
  machine: searchMachine,
  description: '搜索：输入（停顿后给提示）→ 搜索 → 结果/无结果/失败；新的查询总是覆盖旧的，最近搜索保存在本机',
  model: {
    inputs: [{ recent: ['词汇'] }, { keyword: '词汇', tab: 'notes', recent: [] }],
    events: [
      { type: 'input.change', text: '词汇' },
      { type: 'input.change', text: ' ' },
      { type: 'search.submit' },
      { type: 'search.submit', keyword: '日语' },
      { type: 'tab.choose', tab: 'creators' },
      { type: 'retry' },
      { type: 'input.clear' },
      { type: 'recent.clear' },
      { type: 'result.open', id: '1', position: 1, href: '/book/BK1' },
      { type: 'xstate.done.actor.loadHints', output: ['四级核心词汇'] },
      { type: 'xstate.error.actor.loadHints', error: new Error('网络异常') },
      { type: 'xstate.done.actor.search', output: FOUND },
      { type: 'xstate.done.actor.search', output: NOTHING },
      { type: 'xstate.error.actor.search', error: new Error('网络异常，请检查网络后重试') },
    ],
  },
});
