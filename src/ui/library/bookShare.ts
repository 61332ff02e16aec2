/** The line under a book's title on its share card. */
export const bookShareDesc = (author: string) => `${author} 著 · 花卡书库`;
