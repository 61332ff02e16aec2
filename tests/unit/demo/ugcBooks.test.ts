import { describe, expect, test } from 'vitest';
import { AUTHOR_PHONES } from '../../../src/demo/personas';
import { device, failure, state } from './harness';

const LIN = AUTHOR_PHONES['900001']!;
const ZHOU = AUTHOR_PHONES['900002']!;
const [DRAFT, REVIEWING, PUBLISHED] = ['8100001', '8100002', '8100003'];

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const shelf = async (d: ReturnType<typeof device>) =>
  (await d.api.ugc.listMyUgcBooks()).items.map((b) => `${b.ugc_book_id} ${b.status}`);

describe('README 创作者中心 我的作品 seed: 林老师 has 3 books of his own, one under review', () => {
  test('GET books lists them in his order; POST books/page pages them', async () => {
    const d = await as(LIN);
    expect(await shelf(d)).toEqual([`${DRAFT} DRAFT`, `${REVIEWING} REVIEWING`, `${PUBLISHED} PUBLISHED`]);
    const page = await d.api.ugc.listUgcBooks({ body: { page_number: 2, page_size: 2 } });
    expect([page.items.map((b) => b.ugc_book_id), page.total, page.has_more]).toEqual([[PUBLISHED], 3, false]);
  });

  test('only the author’s books: another author sees none and reaches none of his (404); a reader is refused (403)', async () => {
    const zhou = await as(ZHOU);
    expect(await shelf(zhou)).toEqual([]);
    expect((await failure(zhou.api.ugc.getUgcBook({ path: { ugc_book_id: DRAFT }, noToast: true }))).status).toBe(404);
    const edit = zhou.api.ugc.updateUgcBook({
      path: { ugc_book_id: DRAFT },
      body: { title: 'x', intro: '' },
      noToast: true,
    });
    expect((await failure(edit)).status).toBe(404);
    const reader = await as('13912340071');
    expect((await failure(reader.api.ugc.listMyUgcBooks({ noToast: true }))).serverMessage).toBe(
      '你还不是创作者，请先申请',
    );
  });
});

describe('demo rules of 我的作品', () => {
  test('an edit is checked as the form is (spec §5: emoji stripped, title 1–30, introduction ≤ 500); a published book becomes a draft', async () => {
    const d = await as(LIN);
    const update = (id: string, title: string, intro = '') =>
      d.api.ugc.updateUgcBook({ path: { ugc_book_id: id }, body: { title, intro }, noToast: true });
    expect((await failure(update(DRAFT, ' 😀 '))).serverMessage).toBe('请输入书名');
    expect((await failure(update(DRAFT, '词'.repeat(31)))).serverMessage).toBe('书名不能超过30个字');
    expect((await failure(update(DRAFT, '词根', '简'.repeat(501)))).serverMessage).toBe('简介不能超过500个字');
    expect(await update(DRAFT, ' 词根词缀🌱 ', '新简介')).toMatchObject({
      title: '词根词缀',
      intro: '新简介',
      status: 'DRAFT',
    });
    expect(await update(PUBLISHED, '雅思写作句型', '改过')).toMatchObject({ status: 'DRAFT' });
  });

  test('a book under review cannot be edited (409), submitted again (409) or deleted (409)', async () => {
    const d = await as(LIN);
    const path = { ugc_book_id: REVIEWING };
    const edit = await failure(d.api.ugc.updateUgcBook({ path, body: { title: 'x', intro: '' }, noToast: true }));
    expect([edit.status, edit.serverMessage]).toEqual([409, '这本书正在审核中，不能修改']);
    expect(
      (await failure(d.api.ugc.reviewUgcBook({ path: { ugcBookId: REVIEWING }, body: {}, noToast: true }))).status,
    ).toBe(409);
    const del = d.api.ugc.deleteMyUgcBooks({ body: { ugc_book_ids: [DRAFT, REVIEWING] }, noToast: true });
    expect((await failure(del)).status).toBe(409);
    expect(await shelf(d)).toHaveLength(3);
  });

  test('submitting a draft puts it under review; a published book or one without an introduction is refused', async () => {
    const d = await as(LIN);
    const review = (id: string) => d.api.ugc.reviewUgcBook({ path: { ugcBookId: id }, body: {}, noToast: true });
    expect((await failure(review(PUBLISHED))).serverMessage).toBe('这本书已上架，修改后才能重新提交审核');
    await d.api.ugc.updateUgcBook({ path: { ugc_book_id: DRAFT }, body: { title: '词根', intro: '' } });
    expect((await failure(review(DRAFT))).serverMessage).toBe('请先填写简介，再提交审核');
    await d.api.ugc.updateUgcBook({ path: { ugc_book_id: DRAFT }, body: { title: '词根', intro: '有简介' } });
    expect(await review(DRAFT)).toMatchObject({ status: 'REVIEWING' });
  });

  test('a rank move swaps the book with its neighbour; the ends refuse to move further', async () => {
    const d = await as(LIN);
    const move = (id: string, direction: 'up' | 'down') =>
      d.api.ugc.updateUgcBookRank({ path: { ugc_book_id: id }, body: { direction }, noToast: true });
    expect(await move(DRAFT, 'down')).toEqual({
      moved: { ugc_book_id: DRAFT, rank: 2 },
      swapped: { ugc_book_id: REVIEWING, rank: 1 },
    });
    expect(await shelf(d)).toEqual([`${REVIEWING} REVIEWING`, `${DRAFT} DRAFT`, `${PUBLISHED} PUBLISHED`]);
    expect((await failure(move(REVIEWING, 'up'))).serverMessage).toBe('已经是第一本了');
    expect((await failure(move(PUBLISHED, 'down'))).serverMessage).toBe('已经是最后一本了');
  });

  test('deletion is soft (PUT): the book leaves every list and every call but stays in the store', async () => {
    const d = await as(LIN);
    expect((await d.api.ugc.deleteMyUgcBooks({ body: { ugc_book_ids: [PUBLISHED] } })).items).toHaveLength(2);
    expect(await shelf(d)).toEqual([`${DRAFT} DRAFT`, `${REVIEWING} REVIEWING`]);
    expect((await failure(d.api.ugc.getUgcBook({ path: { ugc_book_id: PUBLISHED }, noToast: true }))).status).toBe(404);
    expect(state().ugc_books.find((b) => b.ugc_book_id === PUBLISHED)?.deleted_at).toBeTypeOf('number');
    const none = d.api.ugc.deleteMyUgcBooks({ body: { ugc_book_ids: [] }, noToast: true });
    expect((await failure(none)).serverMessage).toBe('请选择要删除的作品');
  });
});
