import { Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { ListFooter, type ListFooterState } from '../library/ListFooter';
import { PACKAGE_COPY } from './packageCopy';

const { cards: COPY } = PACKAGE_COPY;

export interface PackageCardRow {
  card_id: string;
  title: string;
  deck: string;
}

export interface PackageCardListProps {
  /** What is typed in the search box, and the keyword the cards shown were found by ('' for all). */
  keyword: string;
  searched: string;
  /** The cards read so far; null before the first page. */
  cards: PackageCardRow[] | null;
  total: number;
  footer: ListFooterState;
  onKeyword: (keyword: string) => void;
  onSearch: () => void;
  onOpen: (card: PackageCardRow) => void;
  onMore: () => void;
}

/** 卡片: a search over the package's cards, and the cards page by page; a card opens its preview. */
export function PackageCardList({ keyword, searched, cards, total, footer, ...on }: PackageCardListProps) {
  return (
    <Stack gap="sm" p="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          on.onSearch();
        }}
      >
        <TextInput
          type="search"
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          value={keyword}
          onChange={(event) => on.onKeyword(event.currentTarget.value)}
        />
      </form>
      {cards && (
        <Text size="sm" c="dimmed" role="status">
          {cards.length === 0 ? COPY.none(searched) : COPY.total(total, searched)}
        </Text>
      )}
      <Stack gap="xs" component="ul" aria-label={COPY.label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {cards?.map((card) => (
          <Paper key={card.card_id} component="li" withBorder radius="md">
            <UnstyledButton p="sm" w="100%" onClick={() => on.onOpen(card)}>
              <Text fw={500} lineClamp={1}>
                {card.title}
              </Text>
              <Text size="xs" c="dimmed">
                {card.deck}
              </Text>
            </UnstyledButton>
          </Paper>
        ))}
      </Stack>
      <ListFooter state={footer} onReachEnd={on.onMore} onRetry={on.onMore} />
    </Stack>
  );
}
