import { DAY_MS } from '../catalogueData';
import { mediaFile, mediaNamesOf, noteFieldsOf } from '../library/cards';
import { categoryOf, SEED_AUTHORS, SEED_BOOKS, type SeedAuthor, type SeedBook } from '../library/seed';
import type { DemoPackage, DemoPackageContent, DemoState } from '../state';
import { contentDiff, diffSummary, freshPackage, qaModel } from './content';
import { applyEdit, backupSummary } from './lifecycle';

const HOUR_MS = 3_600_000;
const DECK_NAMES = ['基础', '进阶'];
/** Each book package's backups, published in turn as v1, v2 and v3: tag, package version, days before the seed. */
const RELEASES: [tag: string, version: number, daysAgo: number][] = [
  ['初版', 10, 100],
  ['补充例句', 20, 45],
  ['调整排版', 30, 3],
];
const WIDER_CSS = '.card { font-size: 22px; text-align: center; line-height: 1.6; }';
const DARKER_CSS = '.card { font-size: 20px; text-align: center; color: #222; }';

/** A seeded package's ids, from its number n (its book's id; 100 + k for author k's new package): fixed everywhere. */
const seededId = (n: number, k: number) => String(n * 100 + k);
const seededModel = (n: number, sample: Record<string, string>) =>
  qaModel([seededId(n, 50), seededId(n, 51), seededId(n, 52)], sample);

/** A book's package as v2 had it: two decks sharing the book's cards (a half each), its note type and its media. */
function bookContent(book: SeedBook, n: number, now: number): DemoPackageContent {
  const cut = (k: number) => Math.floor((k * book.card_count) / DECK_NAMES.length);
  return {
    name: book.title,
    tags: [categoryOf(book).name],
    decks: DECK_NAMES.map((name, k) => ({
      deck_id: seededId(n, k + 1),
      name,
      book_cards: [cut(k), cut(k + 1)],
    })),
    models: [seededModel(n, noteFieldsOf(book, 0))],
    media: mediaNamesOf(book).map((name) => ({
      name,
      size: mediaFile(book, name)!.length,
      uploaded_at: now - 120 * DAY_MS,
    })),
  };
}

/**
 * Book N's package `pkg-N`: v1 (its first deck), v2 (both) and v3 (a wider card style) each backed up and published,
 * v3 current; since the last backup its author restyled 反向 and added the deck 错题本 (变更 shows both).
 */
function bookPackage(book: SeedBook, author: SeedAuthor, now: number): DemoPackage {
  const n = Number(book.library_book_id);
  const v2 = bookContent(book, n, now);
  const v1 = { ...structuredClone(v2), decks: v2.decks.slice(0, -1) };
  const v3 = structuredClone(v2);
  v3.models[0]!.templates[0]!.css = WIDER_CSS;
  const pkg: DemoPackage = {
    ...freshPackage(`pkg-${n}`, author.user_id, v3, now),
    library_book_id: book.library_book_id,
  };
  [v1, v2, v3].forEach((content, i) => {
    const [tag, version, daysAgo] = RELEASES[i]!;
    const [backupId, releaseTag, doneAt] = [seededId(n, 60 + i), `v${i + 1}`, now - daysAgo * DAY_MS];
    pkg.backups.push({
      backup_id: backupId,
      tag,
      channel: 'MANUAL',
      version,
      by: author.nickname,
      started_at: doneAt - 2000,
      done_at: doneAt,
      status: 'DONE',
      request_id: null,
      content: structuredClone(content),
    });
    pkg.releases.push({ release_tag: releaseTag, backup_id: backupId, published_at: doneAt + DAY_MS });
    const row = { by: author.nickname, backup_id: backupId, request_id: null };
    const previous = pkg.backups[i - 1]?.content;
    pkg.logs.push(
      {
        ...row,
        transaction_id: seededId(n, 70 + 2 * i),
        action: 'BACKUP',
        release_tag: null,
        at: doneAt,
        summary: backupSummary(tag, version),
      },
      {
        ...row,
        transaction_id: seededId(n, 71 + 2 * i),
        action: 'PUBLISH',
        release_tag: releaseTag,
        at: doneAt + DAY_MS,
        summary: previous ? diffSummary(contentDiff(previous, content)) : '首次发布',
      },
    );
  });
  // As the last backup and its release left it; then the edits since.
  pkg.version = pkg.backups.at(-1)!.version;
  pkg.release_tag = pkg.releases.at(-1)!.release_tag;
  applyEdit(pkg, author.nickname, now - 26 * HOUR_MS, (c) => void (c.models[0]!.templates[1]!.css = DARKER_CSS));
  applyEdit(
    pkg,
    author.nickname,
    now - 20 * HOUR_MS,
    (c) => void c.decks.push({ deck_id: seededId(n, 9), name: '错题本' }),
  );
  return pkg;
}

/** Author k's package without a book (deletable): two empty decks, never backed up or published. */
function newPackage(author: SeedAuthor, k: number, now: number): DemoPackage {
  const n = 100 + k;
  const content: DemoPackageContent = {
    name: `${author.nickname}的新卡包`,
    tags: [],
    decks: ['第一章', '第二章'].map((name, i) => ({ deck_id: seededId(n, i + 1), name })),
    models: [seededModel(n, { 正面: '示例正面', 背面: '示例背面', 图片: '' })],
    media: [],
  };
  return freshPackage(`pkg-draft-${k}`, author.user_id, content, now - 2 * DAY_MS);
}

/**
 * Each author's card packages (issue 57 卡包与发布): one per library book of theirs, and one new package; all on their
 * 我的卡包 list. Once per store, also on a store seeded before packages were: a book's package cannot be deleted, so
 * an author who has one is seeded.
 */
export function seedPackages(state: DemoState, now: number): void {
  SEED_AUTHORS.forEach((author, index) => {
    if (state.packages.some((p) => p.author_id === author.user_id)) return;
    const books = SEED_BOOKS.filter((book) => book.author_id === author.user_id);
    const packages = [...books.map((book) => bookPackage(book, author, now)), newPackage(author, index + 1, now)];
    state.packages.push(...packages);
    state.my_packages[author.user_id] = packages.map((p) => p.package_uuid);
  });
}
