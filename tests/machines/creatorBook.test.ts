import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UgcBook } from '../../src/domain/ugcBook';
import { creatorBookMachine, type BookChange } from '../../src/machines/creatorBook.machine';
import { SAMPLE_UGC_BOOK } from '../../src/machines/creatorBook.model';
import { creatorBookView } from '../../src/machines/creatorBook.view';
import { settle } from './fakes';
import { expectRegistryModelCovered } from './modelPaths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A backend holding one book: a change applies unless `refuse` gives a reason; every call is recorded. */
function start(book: UgcBook = SAMPLE_UGC_BOOK, refuse?: string) {
  const calls: string[] = [];
  const answer = <T>(value: T) => {
    if (refuse) throw new Error(refuse);
    return value;
  };
  const actor = createActor(
    creatorBookMachine.provide({
      actors: {
        updateBook: fromPromise<UgcBook, BookChange>(async ({ input }) => {
          calls.push(`update ${input.bookId} ${input.edit.title}`);
          return answer({ ...book, ...input.edit, status: 'DRAFT' as const });
        }),
        submitBook: fromPromise<UgcBook, { bookId: string }>(async ({ input }) => {
          calls.push(`submit ${input.bookId}`);
          return answer({ ...book, status: 'REVIEWING' as const });
        }),
        deleteBook: fromPromise<unknown, { bookId: string }>(async ({ input }) => {
          calls.push(`delete ${input.bookId}`);
          return answer({ items: [] });
        }),
      },
    }),
    { input: { book } },
  ).start();
  const view = () => creatorBookView(actor.getSnapshot());
  return { actor, calls, view };
}

describe('issue 创作者中心 我的作品: one book, edited, submitted for review and deleted', () => {
  test('an edit is checked first (spec §5 text rules): an empty title says 请输入书名 and sends nothing', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'book.edit' });
    actor.send({ type: 'book.save', edit: { title: ' 😀 ', intro: '' } });
    await settle();
    expect(calls).toEqual([]);
    expect(view()).toMatchObject({ kind: 'book', editing: true, problems: { title: '请输入书名' } });
    actor.send({ type: 'book.save', edit: { title: '词'.repeat(31), intro: '' } });
    expect(view()).toMatchObject({ problems: { title: '书名不能超过30个字' } });
    actor.send({ type: 'book.save', edit: { title: '词根', intro: '简'.repeat(501) } });
    expect(view()).toMatchObject({ problems: { intro: '简介不能超过500个字' } });
  });

  test('a valid edit is saved once however often 保存 is tapped, and the form closes on the saved book', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'book.edit' });
    const edit = { title: '英语词根词缀 320 例', intro: '新增 20 个词根。' };
    actor.send({ type: 'book.save', edit });
    actor.send({ type: 'book.save', edit });
    expect(view()).toMatchObject({ editing: true, busy: 'saving' });
    await settle();
    expect(calls).toEqual(['update 8100001 英语词根词缀 320 例']);
    expect(view()).toMatchObject({ editing: false, busy: null, book: edit });
  });

  test('a refused edit keeps the form open with the backend’s reason and the book unchanged', async () => {
    const { actor, view } = start(SAMPLE_UGC_BOOK, '这本书正在审核中，不能修改');
    actor.send({ type: 'book.edit' });
    actor.send({ type: 'book.save', edit: { title: '新书名', intro: '' } });
    await settle();
    expect(view()).toMatchObject({
      editing: true,
      error: '这本书正在审核中，不能修改',
      book: { title: SAMPLE_UGC_BOOK.title },
    });
  });

  test('submitted for review, a double tap sends once; then it shows 审核中 and can be neither edited, resubmitted nor deleted', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'book.submit' });
    actor.send({ type: 'book.submit' });
    expect(view()).toMatchObject({ busy: 'submitting' });
    await settle();
    expect(calls).toEqual(['submit 8100001']);
    expect(view()).toMatchObject({
      status: { value: 'REVIEWING', label: '审核中' },
      can: { edit: false, submit: false, delete: false },
    });
    actor.send({ type: 'book.edit' });
    actor.send({ type: 'book.delete' });
    expect(view()).toMatchObject({ editing: false, confirmingDelete: false });
    actor.send({ type: 'book.submit' });
    await settle();
    expect(calls).toEqual(['submit 8100001']);
    expect(view()).toMatchObject({ error: '这本书正在审核中，请等待审核结果' });
  });

  test('a draft without an introduction is not sent for review: 请先填写简介，再提交审核', async () => {
    const { actor, calls, view } = start({ ...SAMPLE_UGC_BOOK, intro: '' });
    actor.send({ type: 'book.submit' });
    await settle();
    expect(calls).toEqual([]);
    expect(view()).toMatchObject({ error: '请先填写简介，再提交审核', status: { label: '草稿' } });
  });

  test('delete asks first: 再想想 keeps the book, 确定删除 deletes it once, and a refusal keeps it with the reason', async () => {
    const kept = start();
    kept.actor.send({ type: 'book.delete' });
    expect(kept.view()).toMatchObject({ confirmingDelete: true });
    kept.actor.send({ type: 'delete.cancel' });
    expect(kept.view()).toMatchObject({ confirmingDelete: false });
    expect(kept.calls).toEqual([]);

    kept.actor.send({ type: 'book.delete' });
    kept.actor.send({ type: 'delete.confirm' });
    kept.actor.send({ type: 'delete.confirm' });
    await settle();
    expect(kept.calls).toEqual(['delete 8100001']);
    expect(kept.view()).toEqual({ kind: 'deleted', title: SAMPLE_UGC_BOOK.title });

    const refused = start(SAMPLE_UGC_BOOK, '请检查网络连接');
    refused.actor.send({ type: 'book.delete' });
    refused.actor.send({ type: 'delete.confirm' });
    await settle();
    expect(refused.view()).toMatchObject({ kind: 'book', confirmingDelete: false, error: '请检查网络连接' });
  });
});

test('model-based paths reach every state and every transition', async () => {
  await expectRegistryModelCovered('creatorBook');
});
