import { gunzipSync, strFromU8 } from 'fflate';
import { describe, expect, test } from 'vitest';
import { cardIdOf } from '../../../src/demo/library/cards';
import { findSeedBook } from '../../../src/demo/library/seed';
import { AUTHOR_PHONES } from '../../../src/demo/personas';
import { decodeCardItems } from '../../../src/domain/cardPackage';
import { decodeRateLogs, hardestCards, MIN_RATINGS, RATE_LOG_DAYS } from '../../../src/domain/cardRating';
import { device, failure } from './harness';

const LIN = AUTHOR_PHONES['900001']!;
const ZHOU = AUTHOR_PHONES['900002']!;
const BOOK_1 = findSeedBook('1')!;
const PKG_1 = { package_uuid: 'pkg-1' };
const DRAFT = { package_uuid: 'pkg-draft-1' };

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const changesOf = async (d: ReturnType<typeof device>, path = PKG_1) =>
  (await d.api.hpkg.getChanges({ path })).items.map((c) => `${c.kind} ${c.target} ${c.name} ${c.by}`);

describe('issue 57 卡包 seed: each author owns its books’ packages and one new package, all on 我的卡包', () => {
  test('林老师’s list holds pkg-1, 2, 3, 13 and his new package; a book’s package names its book on sale, at v3, edited since', async () => {
    const lin = await as(LIN);
    const { items } = await lin.api.apkg.listMyPackages();
    expect(items.map((p) => p.package_uuid)).toEqual(['pkg-1', 'pkg-2', 'pkg-3', 'pkg-13', 'pkg-draft-1']);
    expect(items[0]).toMatchObject({
      name: BOOK_1.title,
      published_book: BOOK_1.title,
      release_tag: 'v3',
      version: 32,
      card_count: BOOK_1.card_count,
    });
    expect(items[4]).toMatchObject({ name: '林老师的新卡包', published_book: null, release_tag: null, card_count: 0 });
    const info = await lin.api.apkg.getPackageInfo({ path: PKG_1, query: { raw_template: true } });
    expect(info.decks.map((d) => d.name)).toEqual(['基础', '进阶', '错题本']);
    expect(info.releases.map((r) => r.release_tag)).toEqual(['v3', 'v2', 'v1']);
    expect(info.models[0]).toMatchObject({ name: '问答', fields: ['正面', '背面', '图片'] });
    expect(info.models[0]!.sample['图片']).toBe('<img src="figure-1.svg">');
  });

  test('only the author reads or changes a package: to another creator it does not exist (404, like a missing one), a learner is no creator (403)', async () => {
    const zhou = await as(ZHOU);
    const theirs = await failure(zhou.api.apkg.getPackageInfo({ path: PKG_1, noToast: true }));
    expect([theirs.status, theirs.serverMessage]).toEqual([404, '卡包不存在']);
    const rename = zhou.api.apkg.renamePackage({ path: PKG_1, body: { name: '改名' }, noToast: true });
    expect((await failure(rename)).status).toBe(404);
    const missing = await failure(zhou.api.apkg.listDecks({ path: { package_uuid: 'pkg-nope' }, noToast: true }));
    expect([missing.status, missing.serverMessage]).toEqual([404, '卡包不存在']);
    const learner = await as('13912345701');
    expect((await failure(learner.api.apkg.listMyPackages({ noToast: true }))).serverMessage).toBe(
      '你还不是创作者，请先申请',
    );
  });
});

describe('issue 57 demo rules of 我的卡包', () => {
  test('names follow the domain’s rules (emoji stripped, 1–30); a new package has one deck 默认 and 问答 with two templates, first on the list', async () => {
    const lin = await as(LIN);
    const create = (name: string) => lin.api.apkg.createPackage({ body: { name }, noToast: true });
    expect((await failure(create(' 😀 '))).serverMessage).toBe('请输入名称');
    expect((await failure(create('词'.repeat(31)))).serverMessage).toBe('名称最多 30 个字');
    const made = await create(' 新卡包🌱 ');
    expect(made).toMatchObject({ name: '新卡包', version: 1, release_tag: null, card_count: 0 });
    const info = await lin.api.apkg.getPackageInfo({ path: made });
    expect(info.decks.map((d) => d.name)).toEqual(['默认']);
    const templates = await lin.api.apkg.listTemplates({ path: { ...made, model_id: info.models[0]!.model_id } });
    expect(templates.items.map((t) => t.name)).toEqual(['正向', '反向']);
    expect((await lin.api.apkg.listMyPackages()).items[0]!.package_uuid).toBe(made.package_uuid);
  });

  test('tags: at most 5 of 1–8 characters; GET apkg_creator_tag/v1/package counts my packages per tag', async () => {
    const lin = await as(LIN);
    const tag = (tags: string[]) => lin.api.apkg.tagPackage({ path: PKG_1, body: { tags }, noToast: true });
    expect((await failure(tag(['a', 'b', 'c', 'd', 'e', 'f']))).serverMessage).toBe('最多 5 个标签');
    expect((await failure(tag(['九个字的标签太长了']))).serverMessage).toBe('每个标签 1～8 个字');
    expect(await tag(['四级', '语言学习'])).toMatchObject({ tags: ['四级', '语言学习'], version: 33 });
    const { items } = await lin.api.apkg.listCreatorTags();
    expect(items[0]).toEqual({ tag: '语言学习', count: 3 });
    expect(items).toContainEqual({ tag: '四级', count: 1 });
  });

  test('my list: adding is idempotent, removing takes a package off the list only; package/page lists them all with in_my_list', async () => {
    const lin = await as(LIN);
    const removed = await lin.api.apkg.removeMyPackage({ path: { package_uuid: 'pkg-2' } });
    expect(removed.items.map((p) => p.package_uuid)).not.toContain('pkg-2');
    const page = await lin.api.apkg.listPackages({ body: { page_number: 1, page_size: 10 } });
    expect(page.total).toBe(5);
    expect(page.items.find((p) => p.package_uuid === 'pkg-2')?.in_my_list).toBe(false);
    await lin.api.apkg.addMyPackage({ body: { package_uuid: 'pkg-2' } });
    const again = await lin.api.apkg.addMyPackage({ body: { package_uuid: 'pkg-2' } });
    expect(again.items.filter((p) => p.package_uuid === 'pkg-2')).toHaveLength(1);
  });

  test('every edit raises the version by one and 变更 lists what differs from the last backup, by whom; an edit that changes nothing does not', async () => {
    const lin = await as(LIN);
    const before = await lin.api.hpkg.getChanges({ path: PKG_1 });
    expect([before.version, before.since_backup]).toEqual([32, '调整排版']);
    expect(await changesOf(lin)).toEqual(['ADDED DECK 错题本 林老师', 'MODIFIED TEMPLATE 问答 · 反向 林老师']);
    const deck = (await lin.api.apkg.listDecks({ path: PKG_1 })).items[0]!;
    await lin.api.apkg.updateDeck({ path: { ...PKG_1, deck_id: deck.deck_id }, body: { name: '入门' } });
    expect((await lin.api.apkg.renamePackage({ path: PKG_1, body: { name: '四级词汇' } })).version).toBe(34);
    expect((await lin.api.apkg.renamePackage({ path: PKG_1, body: { name: '四级词汇' } })).version).toBe(34);
    expect(await changesOf(lin)).toEqual([
      'MODIFIED PACKAGE 四级词汇 林老师',
      'MODIFIED DECK 入门 林老师',
      'ADDED DECK 错题本 林老师',
      'MODIFIED TEMPLATE 问答 · 反向 林老师',
    ]);
  });

  test('decks: no two share a name; deleting one deletes its cards; the last deck cannot be deleted (409)', async () => {
    const lin = await as(LIN);
    const create = lin.api.apkg.createDeck({ path: PKG_1, body: { name: '基础' }, noToast: true });
    expect((await failure(create)).serverMessage).toBe('已有名为「基础」的牌组');
    const [basic] = (await lin.api.apkg.listDecks({ path: PKG_1 })).items;
    const left = await lin.api.apkg.deleteDeck({ path: { ...PKG_1, deck_id: basic!.deck_id } });
    expect(left.items.map((d) => d.name)).toEqual(['进阶', '错题本']);
    const info = await lin.api.apkg.getPackageInfo({ path: PKG_1 });
    expect(info.card_count).toBe(BOOK_1.card_count - basic!.card_count);
    expect(await changesOf(lin)).toContain(`DELETED CARD 基础中的 ${basic!.card_count} 张 林老师`);
    const [first, second] = (await lin.api.apkg.listDecks({ path: DRAFT })).items;
    await lin.api.apkg.deleteDeck({ path: { ...DRAFT, deck_id: first!.deck_id } });
    const last = await failure(
      lin.api.apkg.deleteDeck({ path: { ...DRAFT, deck_id: second!.deck_id }, noToast: true }),
    );
    expect([last.status, last.serverMessage]).toEqual([409, '卡包至少要有一个牌组']);
  });

  test('a template’s front must draw one of the note’s fields; an update is kept and listed', async () => {
    const lin = await as(LIN);
    const { models } = await lin.api.apkg.getPackageInfo({ path: PKG_1 });
    const path = { ...PKG_1, model_id: models[0]!.model_id };
    const [forward] = (await lin.api.apkg.listTemplates({ path })).items;
    const update = (front: string) =>
      lin.api.apkg.updateTemplate({
        path: { ...path, template_id: forward!.template_id },
        body: { front, back: '{{FrontSide}}<hr id=answer>{{背面}}', css: '.card { color: red; }' },
        noToast: true,
      });
    expect((await failure(update('<p>没有字段</p>{{FrontSide}}'))).serverMessage).toBe('正面模板至少要引用一个字段');
    expect(await update('<b>{{正面}}</b>')).toMatchObject({ front: '<b>{{正面}}</b>', css: '.card { color: red; }' });
    expect(await changesOf(lin)).toContain('MODIFIED TEMPLATE 问答 · 正向 林老师');
  });
});

describe('issue 57 a package’s cards', () => {
  test('cards/bulk?compress=true sends the page gzipped in base64, the same cards as uncompressed; deck_id keeps one deck’s', async () => {
    const lin = await as(LIN);
    const body = { page_number: 2, page_size: 3 };
    const plain = await lin.api.apkg.bulkCards({ path: PKG_1, body });
    expect(plain.items.map((c) => c.card_id)).toEqual([3, 4, 5].map((i) => cardIdOf(BOOK_1, i)));
    expect(plain.items[2]!.fields['正面']).toBe('abandon');
    const packed = await lin.api.apkg.bulkCards({ path: PKG_1, query: { compress: true }, body });
    expect(packed).toMatchObject({ items: [], total: BOOK_1.card_count, has_more: true });
    const unpacked = JSON.parse(strFromU8(gunzipSync(Uint8Array.from(atob(packed.items_gz!), (c) => c.charCodeAt(0)))));
    expect(decodeCardItems(unpacked)).toEqual(plain.items);
    const [, advanced] = (await lin.api.apkg.listDecks({ path: PKG_1 })).items;
    const deck = await lin.api.apkg.bulkCards({
      path: PKG_1,
      body: { page_number: 1, page_size: 1, deck_id: advanced!.deck_id },
    });
    expect([deck.total, deck.items[0]!.deck_id]).toEqual([advanced!.card_count, advanced!.deck_id]);
  });

  test('cards/search finds the keyword in any case, markup aside (an image’s file name is not text)', async () => {
    const lin = await as(LIN);
    const search = (keyword: string) =>
      lin.api.apkg.searchCards({ path: PKG_1, query: { keyword }, body: { page_number: 1, page_size: 5 } });
    const found = await search('ABANDON oneself');
    expect(found.total).toBe(BOOK_1.card_count / 5);
    expect(found.items.every((c) => c.fields['背面']!.includes('<i>abandon oneself to</i>'))).toBe(true);
    expect((await search('figure-1')).total).toBe(0);
  });
});

describe('issue 57 学习数据: how readers rated the cards, to the author only', () => {
  test('rate_statistic: seeded per card, some clearly hard, some with too few answers; rate_logs: a day each', async () => {
    const lin = await as(LIN);
    const { items } = await lin.api.hpkg.getRateStatistic({ body: { package_uuid: 'pkg-1' } });
    expect(items[0]).toMatchObject({ card_id: cardIdOf(BOOK_1, 0), title: 'abandon' });
    const answers = (r: (typeof items)[number]) => r.again + r.hard + r.good + r.easy;
    expect(items.some((r) => answers(r) < MIN_RATINGS)).toBe(true);
    const hardest = hardestCards(items, 3);
    expect(hardest[0]!.again / answers(hardest[0]!)).toBeGreaterThan(0.5);
    const logs = decodeRateLogs(
      await lin.api.hpkg.getRateLogs({ body: { package_uuid: 'pkg-1', days: RATE_LOG_DAYS } }),
    );
    expect(logs.items).toHaveLength(RATE_LOG_DAYS);
    expect(logs.items.at(-1)!.date).toBe('2026-11-21');
    const zhou = await as(ZHOU);
    expect(
      (await failure(zhou.api.hpkg.getRateStatistic({ body: { package_uuid: 'pkg-1' }, noToast: true }))).status,
    ).toBe(404);
  });
});
