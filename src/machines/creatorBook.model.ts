import type { UgcBook } from '../domain/ugcBook';
import { creatorBookMachine } from './creatorBook.machine';
import { machineModel } from './model';

/** 林老师's draft, as the demo seeds it. */
export const SAMPLE_UGC_BOOK: UgcBook = {
  ugc_book_id: '8100001',
  title: '英语词根词缀 300 例',
  intro: '从 300 个常见词根词缀出发，串起四六级和考研的高频词。',
  status: 'DRAFT',
  card_count: 300,
  reason: null,
  updated_at: '2026-11-16T08:00:00.000Z',
};
const REVIEWING: UgcBook = { ...SAMPLE_UGC_BOOK, ugc_book_id: '8100002', status: 'REVIEWING' };

/** The creatorBook model: a draft (every action) and a book under review (locked). */
export const creatorBookModel = machineModel({
  name: 'creatorBook',
  machine: creatorBookMachine,
  description:
    '我的作品中的一本书：修改书名和简介（先校验）、提交审核（之后显示审核中且不能修改）、确认后删除；被拒时保留原样并说明原因',
  model: {
    inputs: [{ book: SAMPLE_UGC_BOOK }, { book: REVIEWING }],
    events: [
      { type: 'book.edit' },
      { type: 'book.save', edit: { title: '英语词根词缀 320 例', intro: '新增 20 个词根。' } },
      { type: 'book.save', edit: { title: '  ', intro: '' } },
      { type: 'book.cancel' },
      { type: 'book.submit' },
      { type: 'book.delete' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'xstate.done.actor.updateBook', output: { ...SAMPLE_UGC_BOOK, title: '英语词根词缀 320 例' } },
      { type: 'xstate.error.actor.updateBook', error: new Error('书名不能超过30个字') },
      { type: 'xstate.done.actor.submitBook', output: { ...SAMPLE_UGC_BOOK, status: 'REVIEWING' } },
      { type: 'xstate.error.actor.submitBook', error: new Error('请先填写简介，再提交审核') },
      { type: 'xstate.done.actor.deleteBook', output: { items: [] } },
      { type: 'xstate.error.actor.deleteBook', error: new Error('请检查网络连接') },
    ],
  },
});
