import '@mantine/core/styles/Tabs.css';
import { Avatar, Button, Group, Loader, Stack, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { SearchBody, SearchView as SearchState } from '../../machines/search.view';
import { highlightParts, SEARCH_TABS, type SearchTab } from '../../domain/search';
import { BookCard, type BookCardProps } from '../library/BookCard';
import { InlineRetry } from '../shell/InlineRetry';
import { StatusView } from '../shell/StatusView';
import classes from './SearchView.module.css';

const TAB_LABEL: Record<SearchTab, string> = { all: '全部', books: '书籍', notes: '笔记', creators: '作者' };

/** A result as the page lists it, its place in its list counted from 1. */
export interface SearchItem {
  id: string;
  href: string;
  position: number;
}
export interface SearchLists {
  books: (SearchItem & { card: BookCardProps })[];
  notes: (SearchItem & { bookTitle: string; snippet: string })[];
  creators: (SearchItem & { nickname: string; avatarUrl: string | null; bio: string | null; followers: number })[];
}

interface SearchViewProps {
  state: SearchState;
  /** The results of `state.body` as lists (the route maps the books to cards). */
  lists: SearchLists | null;
  onType: (text: string) => void;
  onSubmit: (keyword?: string) => void;
  onClear: () => void;
  onTab: (tab: SearchTab) => void;
  onRetry: () => void;
  onClearRecent: () => void;
  onOpen: (item: SearchItem) => void;
}

/** The keyword marked in plain text: never markup from the server. */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Chips({ words, onPick, label }: { words: string[]; onPick: (w: string) => void; label: string }) {
  return (
    <Group gap={8} role="list" aria-label={label}>
      {words.map((word) => (
        <UnstyledButton key={word} role="listitem" className={classes.chip} onClick={() => onPick(word)}>
          {word}
        </UnstyledButton>
      ))}
    </Group>
  );
}

function Results({
  lists,
  keyword,
  tab,
  onOpen,
}: {
  lists: SearchLists;
  keyword: string;
  tab: SearchTab;
  onOpen: (item: SearchItem) => void;
}) {
  const heading = (title: string, count: number) =>
    tab === 'all' && count > 0 ? (
      <Text fw={600} fz="sm" c="dimmed" mt="xs">
        {title}
      </Text>
    ) : null;
  return (
    <Stack gap="xs">
      {heading('作者', lists.creators.length)}
      {lists.creators.map((c) => (
        <UnstyledButton key={`c${c.id}`} className={classes.row} onClick={() => onOpen(c)}>
          <Avatar src={c.avatarUrl} radius="xl" size={40} alt={c.nickname}>
            {[...c.nickname][0]}
          </Avatar>
          <div className={classes.grow}>
            <Text fw={600}>
              <Marked text={c.nickname} keyword={keyword} />
            </Text>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {c.bio ? <Marked text={c.bio} keyword={keyword} /> : `${c.followers} 粉丝`}
            </Text>
          </div>
        </UnstyledButton>
      ))}
      {heading('书籍', lists.books.length)}
      {lists.books.map((b) => (
        <BookCard key={`b${b.id}`} book={b.card} onOpen={() => onOpen(b)} />
      ))}
      {heading('笔记', lists.notes.length)}
      {lists.notes.map((n) => (
        <UnstyledButton key={`n${n.id}`} className={classes.note} onClick={() => onOpen(n)}>
          <Text fz="sm" lineClamp={3}>
            <Marked text={n.snippet} keyword={keyword} />
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            {`来自《${n.bookTitle}》`}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function Body(props: SearchViewProps & { body: SearchBody }) {
  const { body, state } = props;
  switch (body.kind) {
    case 'recent':
      return body.recent.length === 0 ? null : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} fz="sm">
              最近搜索
            </Text>
            <Button variant="subtle" size="compact-xs" color="gray" onClick={props.onClearRecent}>
              清除
            </Button>
          </Group>
          <Chips words={body.recent} onPick={(w) => props.onSubmit(w)} label="最近搜索" />
        </Stack>
      );
    case 'hints':
      return <Chips words={body.hints} onPick={(w) => props.onSubmit(w)} label="搜索提示" />;
    case 'searching':
      return (
        <Group justify="center" py="xl" role="status" aria-label="正在搜索">
          <Loader size="sm" />
        </Group>
      );
    case 'empty':
      return (
        <StatusView
          mark="∅"
          title={`没有找到与「${state.keyword}」相关的${state.tab === 'all' ? '内容' : TAB_LABEL[state.tab]}`}
          description="换个关键词，或看看其他分类"
          actions={[]}
        />
      );
    case 'failed':
      return <InlineRetry error={body.error} onRetry={props.onRetry} />;
    case 'results':
      return (
        props.lists && <Results lists={props.lists} keyword={state.keyword} tab={state.tab} onOpen={props.onOpen} />
      );
  }
}

/** /search: one box, hints as you type, the recent searches, and results in 全部 / 书籍 / 笔记 / 作者. */
export function SearchView(props: SearchViewProps) {
  const { state } = props;
  return (
    <Stack gap={0}>
      <form
        className={classes.bar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <TextInput
          className={classes.grow}
          radius="xl"
          value={state.text}
          onChange={(event) => props.onType(event.currentTarget.value)}
          placeholder="搜索书籍、笔记、作者"
          aria-label="搜索"
          enterKeyHint="search"
          autoFocus={!state.keyword}
          rightSection={
            state.text ? (
              <UnstyledButton aria-label="清空" onClick={props.onClear} className={classes.clear}>
                ×
              </UnstyledButton>
            ) : null
          }
        />
        <Button type="submit" radius="xl" variant="subtle">
          搜索
        </Button>
      </form>
      <Tabs value={state.tab} onChange={(value) => value && props.onTab(value as SearchTab)}>
        <Tabs.List grow>
          {SEARCH_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABEL[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.body}>
        <Body {...props} body={state.body} />
      </div>
    </Stack>
  );
}
