import { isFree, type Book, type Comment } from '../../domain/book';
import { encodeBookCode } from '../../lib/bookCode';
import type { BookCardProps } from '../../ui/library/BookCard';
import type { CommentItem } from '../../ui/library/CommentList';
import { BOOK_COPY, cardsMeta } from '../../ui/library/bookCopy';
import { dateTimeOf } from '../vip/dates';
import { yuan } from '../../ui/vip/price';

/** Spec §3: links to a book use its BK code. */
export const bookHref = (id: string | number) => `/book/${encodeBookCode(id)}`;

const badgeOf = (book: Book): BookCardProps['badge'] => {
  if (book.access === 'OWNED') return BOOK_COPY.owned;
  if (book.access === 'LEASED') return BOOK_COPY.leased;
  return isFree(book) ? BOOK_COPY.free : null;
};

export function bookCard(book: Book): BookCardProps {
  return {
    href: bookHref(book.library_book_id),
    title: book.title,
    author: book.author.nickname,
    cover: book.cover_url,
    meta: cardsMeta(book.card_count, book.rating_count > 0 ? book.rating : undefined),
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
