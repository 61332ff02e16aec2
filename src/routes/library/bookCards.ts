import { isFree, type Book, type Comment } from '../../domain/book';
import { encodeBookCode } from '../../lib/bookCode';
import type { BookCardProps } from '../../ui/library/BookCard';
import type { CommentItem } from '../../ui/library/BookDetailView';
import { dateTimeOf } from '../vip/dates';
import { yuan } from '../../ui/vip/price';

/** Spec §3: links to a book use its BK code. */
export const bookHref = (id: string | number) => `/book/${encodeBookCode(id)}`;

const badgeOf = (book: Book): BookCardProps['badge'] => {
  if (book.access === 'OWNED') return '已拥有';
  if (book.access === 'LEASED') return '租阅中';
  return isFree(book) ? '免费' : null;
};

export function bookCard(book: Book): BookCardProps {
  const rating = book.rating_count > 0 ? ` · ${book.rating.toFixed(1)}分` : '';
  return {
    href: bookHref(book.library_book_id),
    title: book.title,
    author: book.author.nickname,
    cover: book.cover_url,
    meta: `${book.card_count}张卡片${rating}`,
    price: isFree(book) ? '' : yuan(book.price),
    badge: badgeOf(book),
  };
}

/** A reader's comment as the lists show it: the day it was written. */
export const commentItem = (c: Comment): CommentItem => ({
  id: c.feedback_id,
  nickname: c.nickname,
  rating: c.rating,
  content: c.content,
  date: dateTimeOf(c.created_at)?.slice(0, 10) ?? '',
});
