import type { PackageCard } from '../../domain/cardPackage';
import type { PackageChange } from '../../domain/packageRelease';
import { cardIdOf, noteFieldsOf } from '../library/cards';
import { findSeedBook } from '../library/seed';
import type { DemoNoteModel, DemoPackage, DemoPackageContent } from '../state';

/**
 * A card package's content (issue 57 卡包与发布): its decks, its note type 问答 and the cards. A seeded package holds its
 * library book's cards, a run of them per seeded deck, under the ids the card viewer uses (`/book-previewer/N?card=`
 * opens the card of place n); a deck made later holds none, as no call adds cards.
 */

const QA_FIELDS = ['正面', '背面', '图片'];
const CARD_CSS = '.card { font-size: 20px; text-align: center; }';

/** The note type every package starts with: 问答, drawn each way (正向 and 反向). */
export function qaModel(
  [model_id, forward, backward]: [model: string, forward: string, backward: string],
  sample: Record<string, string>,
): DemoNoteModel {
  const answer = '{{FrontSide}}<hr id=answer>';
  return {
    model_id,
    name: '问答',
    fields: [...QA_FIELDS],
    sample,
    templates: [
      {
        template_id: forward,
        name: '正向',
        front: '{{正面}}<div>{{图片}}</div>',
        back: `${answer}{{背面}}`,
        css: CARD_CSS,
      },
      {
        template_id: backward,
        name: '反向',
        front: '{{背面}}',
        back: `${answer}{{正面}}<div>{{图片}}</div>`,
        css: CARD_CSS,
      },
    ],
  };
}

/** A package as it is made: version 1, never backed up or published. */
export const freshPackage = (uuid: string, authorId: string, content: DemoPackageContent, at: number): DemoPackage => ({
  package_uuid: uuid,
  author_id: authorId,
  library_book_id: null,
  content,
  version: 1,
  release_tag: null,
  updated_at: at,
  edits: [],
  backups: [],
  releases: [],
  logs: [],
  media_bytes: {},
  media_zip: null,
});

type Deck = DemoPackageContent['decks'][number];

export const deckCardCount = (deck: Deck) => (deck.book_cards ? deck.book_cards[1] - deck.book_cards[0] : 0);
export const cardCountOf = (content: DemoPackageContent) => content.decks.reduce((n, d) => n + deckCardCount(d), 0);

/** The places (from 0) of the book's cards that a deck holds. */
export const placesOf = (deck: Deck) => {
  const [from, to] = deck.book_cards ?? [0, 0];
  return Array.from({ length: to - from }, (_, i) => from + i);
};

/** The package's cards, deck by deck (only the decks given). */
export function packageCards(pkg: DemoPackage, decks = pkg.content.decks): PackageCard[] {
  const book = findSeedBook(pkg.library_book_id ?? undefined);
  const model = pkg.content.models[0];
  if (!book || !model) return [];
  return decks.flatMap((deck) =>
    placesOf(deck).map((place) => ({
      card_id: cardIdOf(book, place),
      deck_id: deck.deck_id,
      model_id: model.model_id,
      fields: noteFieldsOf(book, place),
    })),
  );
}

type Target = PackageChange['target'];
/** One thing of the content as a change names it (the app shows kind, target and 「name」); `print` differs when it was modified. */
interface ContentItem {
  key: string;
  target: Target;
  name: string;
  print: string;
  /** How many it counts for in a summary: a deck's cards count one each. */
  amount: number;
}

function itemsOf(content: DemoPackageContent): ContentItem[] {
  const item = (key: string, target: Target, name: string, print: string, amount = 1) => ({
    key,
    target,
    name,
    print,
    amount,
  });
  return [
    item('name', 'PACKAGE', content.name, content.name),
    item('tags', 'PACKAGE', `标签：${content.tags.join('、') || '无'}`, content.tags.join('\n')),
    ...content.decks.flatMap((deck) => {
      const cards = deckCardCount(deck);
      const own = item(`deck:${deck.deck_id}`, 'DECK', deck.name, deck.name);
      if (!cards) return [own];
      return [own, item(`cards:${deck.deck_id}`, 'CARD', `${deck.name}中的 ${cards} 张`, String(cards), cards)];
    }),
    ...content.models.flatMap((model) =>
      model.templates.map((t) =>
        item(`template:${t.template_id}`, 'TEMPLATE', `${model.name} · ${t.name}`, [t.front, t.back, t.css].join('\0')),
      ),
    ),
    ...content.media.map((file) => item(`media:${file.name}`, 'MEDIA', file.name, `${file.size}@${file.uploaded_at}`)),
  ];
}

export type ContentChange = Pick<PackageChange, 'kind' | 'target' | 'name'> & { key: string; amount: number };

/** What differs from `from` (null: nothing yet) to `to`: what was added, modified and deleted. */
export function contentDiff(from: DemoPackageContent | null, to: DemoPackageContent): ContentChange[] {
  const before = new Map((from ? itemsOf(from) : []).map((item) => [item.key, item]));
  const change = ({ key, target, name, amount }: ContentItem, kind: PackageChange['kind']) => ({
    key,
    target,
    name,
    amount,
    kind,
  });
  const changed = itemsOf(to).flatMap((item) => {
    const old = before.get(item.key);
    before.delete(item.key);
    if (!old) return [change(item, 'ADDED')];
    return old.print === item.print ? [] : [change(item, 'MODIFIED')];
  });
  return [...changed, ...[...before.values()].map((item) => change(item, 'DELETED'))];
}

const KIND_LABELS: Record<PackageChange['kind'], string> = { ADDED: '新增', MODIFIED: '修改', DELETED: '删除' };
const TARGET_UNITS: Record<Target, string> = {
  CARD: '张卡片',
  DECK: '个牌组',
  TEMPLATE: '个模板',
  MEDIA: '个媒体文件',
  PACKAGE: '项卡包信息',
};

/** A change list in a line, e.g. 新增 1 个牌组，修改 2 个模板: a release's summary. */
export function diffSummary(changes: ContentChange[]): string {
  const counts = new Map<string, number>();
  for (const { kind, target, amount } of changes) {
    const label = `${KIND_LABELS[kind]}\0${TARGET_UNITS[target]}`;
    counts.set(label, (counts.get(label) ?? 0) + amount);
  }
  if (!counts.size) return '内容没有变化';
  return [...counts].map(([label, n]) => label.replace('\0', ` ${n} `)).join('，');
}
