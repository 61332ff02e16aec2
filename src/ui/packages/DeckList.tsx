import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Deck } from '../../domain/cardPackage';
import { InlineRetry } from '../shell/InlineRetry';
import { PACKAGE_COPY } from './packageCopy';

const { decks: COPY } = PACKAGE_COPY;

export interface DeckListProps {
  decks: Deck[];
  /** The deck whose change is under way: every button waits. */
  busy: boolean;
  /** Why the last change was refused; '' when none. */
  error: string;
  onCreate: () => void;
  onRename: (deck: Deck) => void;
  onDelete: (deck: Deck) => void;
}

/** 牌组: each deck with its cards, renamed or deleted; 新建牌组 below them. */
export function DeckList({ decks, busy, error, onCreate, onRename, onDelete }: DeckListProps) {
  return (
    <Stack gap="sm" p="md">
      {error && <InlineRetry error={error} />}
      {decks.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {COPY.empty}
        </Text>
      )}
      <Stack gap="xs" component="ul" aria-label={COPY.label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {decks.map((deck) => (
          <Paper key={deck.deck_id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} lineClamp={1}>
                  {deck.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {COPY.cards(deck.card_count)}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="subtle" disabled={busy} onClick={() => onRename(deck)}>
                  {COPY.rename}
                </Button>
                <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => onDelete(deck)}>
                  {COPY.remove}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button variant="light" onClick={onCreate} loading={busy}>
        {COPY.create}
      </Button>
    </Stack>
  );
}
