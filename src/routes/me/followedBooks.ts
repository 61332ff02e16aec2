import { useEffect, useState } from 'react';
import { decodeFollowedBooks, newSince, type FollowedBook } from '../../domain/follow';
import { followedSeen } from '../../services/followedSeen';
import type { FollowedBookTile } from '../../ui/me/FollowedBooksStrip';
import { api } from '../api';
import { bookHref } from '../library/bookCards';
import { useRequest } from '../useRequest';

export const loadFollowedBooks = (page_number: number, page_size = 10) =>
  api.books.listFollowerBooks({ body: { page_number, page_size }, noToast: true }).then(decodeFollowedBooks);

/** A followed author's book as /me shows it: new when published after `seenAt`. */
export const followedTile = (book: FollowedBook, seenAt: number | null): FollowedBookTile => ({
  href: bookHref(book.library_book_id),
  title: book.title,
  author: book.author.nickname,
  cover: book.cover_url,
  isNew: seenAt !== null && Date.parse(book.published_at) > seenAt,
});

/**
 * /me's 关注的作者上新: the newest six, and how many are new since the reader last opened the list. The first time it
 * is seen, that is the mark, so the books from before do not all count as new.
 */
export function useFollowedBooks(signedIn: boolean) {
  const request = useRequest(() => loadFollowedBooks(1, 6));
  const { run } = request;
  const [seenAt] = useState(() => followedSeen.get());
  useEffect(() => {
    if (signedIn) run(undefined);
  }, [run, signedIn]);
  const books = request.result?.items ?? [];
  useEffect(() => {
    if (seenAt === null && books.length > 0) followedSeen.set(Date.now());
  }, [seenAt, books.length]);
  return { tiles: books.map((b) => followedTile(b, seenAt)), newCount: newSince(books, seenAt) };
}
