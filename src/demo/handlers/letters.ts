import { LETTER_FILTERS, LETTER_REPLY_MAX, type LetterFilter } from '../../domain/letter';
import type { DemoLetter, DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, nextId, pageOf, type RouteContext, type RouteFn } from './kit';

const COMMENT_ID_BASE = 7_200_000_000_000_000_000n;

const present = (letter: DemoLetter) => ({
  instance_letter_id: bigId(letter.instance_letter_id),
  title: letter.title,
  sender: letter.sender,
  content: letter.content,
  created_at: iso(letter.created_at),
  read: letter.read_at !== null,
  comments: letter.comments.map((c) => ({ ...c, comment_id: bigId(c.comment_id), created_at: iso(c.created_at) })),
});

const numberOr = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/** The user's letters of one namespace, newest first. */
const lettersOf = (state: DemoState, me: DemoUser, namespace: string | undefined) =>
  state.letters
    .filter((l) => l.user_id === me.user_id && l.namespace === namespace)
    .sort((a, b) => b.created_at - a.created_at);

/** instance/filter_type/{all|unread}/list: newest first, paged; another filter is refused. */
export const listLetters: RouteFn = ({ state, user, params, query }) => {
  const filter = params.filter_type as LetterFilter;
  if (!LETTER_FILTERS.includes(filter)) throw badRequest('消息筛选类型不正确');
  const mine = lettersOf(state, user(), params.namespace).filter((l) => filter === 'all' || l.read_at === null);
  const page = pageOf(mine, {
    page_number: numberOr(query.get('page_number')),
    page_size: numberOr(query.get('page_size')),
  });
  return { ...page, items: page.items.map(present) };
};

function myLetter({ state, user, params }: RouteContext): DemoLetter {
  const me = user();
  const letter = lettersOf(state, me, params.namespace).find((l) => l.instance_letter_id === params.instance_letter_id);
  if (!letter) throw new DemoError(404, '消息不存在');
  return letter;
}

/** instance/{id}: one of my letters, with its replies; reading it marks it read. */
export const readLetter: RouteFn = (ctx) => {
  const letter = myLetter(ctx);
  letter.read_at ??= ctx.now;
  return present(letter);
};

/** instance/{id}/comment: a reply of 1–500 characters under one of my letters. */
export const replyToLetter: RouteFn = (ctx) => {
  const letter = myLetter(ctx);
  const content = typeof ctx.body.content === 'string' ? ctx.body.content.trim() : '';
  if (!content) throw badRequest('请输入回复内容');
  if ([...content].length > LETTER_REPLY_MAX) throw badRequest(`回复最多${LETTER_REPLY_MAX}字`);
  const comment = { comment_id: nextId(ctx.state, COMMENT_ID_BASE), content, created_at: ctx.now };
  letter.comments.push(comment);
  return { ...comment, comment_id: bigId(comment.comment_id), created_at: iso(comment.created_at) };
};
