import { useEffect, useState } from 'react';
import { cardTitle } from '../../../domain/cardPackage';
import { readPackageCards } from '../../../services/packageCards';
import { PackageCardList, type PackageCardRow } from '../../../ui/packages/PackageCardList';
import { api } from '../../api';
import { usePages } from '../usePages';
import { OpenCardPreview } from './packageDialogs';
import type { PackageTabProps } from './tabProps';

const PAGE_SIZE = 20;

/** 卡片: the package's cards page by page, or those a search finds by their words; each opens its preview. */
export function CardsTab({ pkg }: PackageTabProps) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const pages = usePages((page) =>
    readPackageCards(api, { packageUuid: pkg.package_uuid, page, pageSize: PAGE_SIZE, keyword }),
  );
  const { reload } = pages;
  const [searched, setSearched] = useState(keyword);
  // A new keyword reads its first page; the search box keeps its focus.
  useEffect(() => {
    if (keyword === searched) return;
    setSearched(keyword);
    reload();
  }, [keyword, searched, reload]);
  const [open, setOpen] = useState<PackageCardRow | null>(null);
  const deckName = (id: string) => pkg.decks.find((d) => d.deck_id === id)?.name ?? '';
  const rows = pages.loaded?.items.map((card) => ({
    card_id: card.card_id,
    title: cardTitle(card),
    deck: deckName(card.deck_id),
  }));
  return (
    <>
      <PackageCardList
        keyword={draft}
        searched={searched}
        cards={rows ?? null}
        total={pages.loaded?.first.total ?? 0}
        footer={pages.footer}
        onKeyword={setDraft}
        onSearch={() => setKeyword(draft.trim())}
        onOpen={setOpen}
        onMore={pages.next}
      />
      <OpenCardPreview packageUuid={pkg.package_uuid} card={open} onClose={() => setOpen(null)} />
    </>
  );
}
