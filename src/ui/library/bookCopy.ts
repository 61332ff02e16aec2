/** The words a book shows wherever it is listed or opened. */
export const BOOK_COPY = {
  free: '免费',
  owned: '已拥有',
  leased: '租阅中',
  bought: '购买成功，这本书已归你所有',
  claimed: '领取成功',
  reported: '已收到你的反馈，我们会尽快处理',
} as const;

/** How many cards a book has, and its rating when readers gave one. */
export const cardsMeta = (cards: number, rating?: number) =>
  `${cards}张卡片${rating === undefined ? '' : ` · ${rating.toFixed(1)}分`}`;

/** The line under a book's title on its share card. */
export const bookShareDesc = (author: string) => `${author} 著 · 花卡书库`;
