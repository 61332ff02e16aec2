import type { RankDirection, UgcBook } from '../../domain/ugcBook';

/** What 我的作品's live region says after each change, so that a screen reader hears where the book went. */
export const shelfAnnouncements = {
  moved: (title: string, direction: RankDirection, place: number) =>
    `《${title}》已${direction === 'up' ? '上移' : '下移'}，现在是第 ${place} 本`,
  changed: (book: UgcBook) =>
    book.status === 'REVIEWING' ? `《${book.title}》已提交审核，审核中不能修改` : `《${book.title}》已保存`,
  deleted: (title: string) => `《${title}》已删除`,
};

/** 我的作品's count and list. */
export const SHELF_COPY = {
  total: (count: number) => `共 ${count} 本作品`,
  label: '我的作品列表',
};

/** 我的作品 with no book yet. */
export const EMPTY_SHELF = {
  mark: '书',
  title: '还没有作品',
  description: '在App的「创作中心」创建你的第一本书，它会出现在这里，可以在这里修改、排序和提交审核。',
  action: '打开App开始创作',
};
