import { DAY_MS } from './catalogueData';
import { createUser } from './handlers/users';
import { authorAvatarOf, SEED_AUTHORS, SEED_BOOKS } from './library/seed';
import { AUTHOR_PHONES } from './personas';
import type { DemoOrder, DemoState, DemoUgcBook } from './state';

/** Seeded orders per author, over this many days, and which of them (by index, newest first) were refunded. */
export const CREATOR_SEED = { ordersPerAuthor: 40, days: 90, refunded: [5, 23], sharer: '900003', shared: [1, 4, 9] };

const SURNAMES = [...'王李张刘陈杨黄赵吴周'];
const GIVEN = ['小雨', '晓明', '思远', '一帆', '子涵', '雨桐', '浩然', '可心'];
/** 林老师's readers' feedback: two read, four unread, one of them with markup that must show as text. */
/** Readers' comments: the book, who, what, when, read by the author, the stars given, shown on the book's page. */
const SEED_FEEDBACK: [
  book: string,
  nickname: string,
  content: string,
  daysAgo: number,
  read: boolean,
  rating: number,
  shown: boolean,
][] = [
  ['1', '王小雨', '第 37 张卡片的例句有错别字，“recieve”应为“receive”。', 1, false, 3, true],
  ['1', '陈思远', '<img src=x onerror="alert(1)"><b>很好用</b>，希望增加音标发音。', 2, false, 5, false],
  ['2', '李晓明', '六级词汇的排序能不能按真题频率？', 3, false, 4, true],
  ['3', '张子涵', '考研高频词里有几个词重复了。', 5, false, 2, true],
  ['13', '刘一帆', '雅思口语话题更新到最新一季了吗？', 8, true, 4, true],
  ['1', '赵雨桐', '坚持背了一个月，四级过了，谢谢林老师！', 12, true, 5, true],
];

/** Readers who bought before the demo: they have no account here, only a name. */
const readerName = (i: number) =>
  `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}`;

function seedOrders(state: DemoState, authorIndex: number, authorId: string, now: number): void {
  const books = SEED_BOOKS.filter((book) => book.author_id === authorId && book.price > 0);
  const span = (CREATOR_SEED.days * DAY_MS) / CREATOR_SEED.ordersPerAuthor;
  for (let i = 0; i < CREATOR_SEED.ordersPerAuthor; i++) {
    const book = books[i % books.length]!;
    // Newest first, a few hours apart within a slot, so every author has orders this month and over 90 days.
    const paidAt = now - Math.round(i * span + ((i * 7) % 11) * 3_600_000 + 1_800_000);
    const order: DemoOrder = {
      order_id: String(5_400_000_000_000_000_000n + BigInt(authorIndex * 1000 + i)),
      user_id: `reader-${i}`,
      reader: readerName(i),
      sku_id: `book_${book.library_book_id}`,
      is_gift: false,
      amount: book.price,
      status: CREATOR_SEED.refunded.includes(i) ? 'REFUNDED' : 'PAID',
      created_at: paidAt - 60_000,
      settles_at: null,
      paid_at: paidAt,
      charge_id: null,
      gift_code: null,
      library_book_id: book.library_book_id,
      coupon_id: null,
      sharer_id: authorIndex === 0 && CREATOR_SEED.shared.includes(i) ? CREATOR_SEED.sharer : null,
    };
    state.orders.push(order);
  }
}

/**
 * The library's authors as accounts (README): each signs in with its phone, keeps its fixed user id, is an approved
 * creator and has 40 orders over 90 days, 2 refunded; three of 林老师's came through 历史迷阿树's sharer link.
 * Runs once per demo store, also on a store seeded before the authors could sign in.
 */
export function seedCreators(state: DemoState, now: number): void {
  SEED_AUTHORS.forEach((author, index) => {
    const phone = AUTHOR_PHONES[author.user_id]!;
    if (state.users.some((user) => user.user_id === author.user_id || user.phone === phone)) return;
    const user = createUser(state, now, { phone, open_id: null, qq_id: null, nickname: author.nickname });
    Object.assign(user, {
      user_id: author.user_id,
      hua_id: author.hua_id,
      image_url: authorAvatarOf(author),
      created_at: now - 400 * DAY_MS,
    });
    state.creator_applications[author.user_id] = {
      name: author.nickname,
      phone,
      address: '北京市海淀区中关村大街1号',
      postcode: '100080',
      intro: author.bio,
      status: 'APPROVED',
      reason: null,
      submitted_at: now - 380 * DAY_MS,
      reviewed_at: now - 379 * DAY_MS,
    };
    seedOrders(state, index, author.user_id, now);
  });
  seedUgcBooks(state, SEED_AUTHORS[0]!.user_id, now);
  if (state.creator_feedback.length > 0) return;
  state.creator_feedback = SEED_FEEDBACK.map(([book, nickname, content, daysAgo, read, rating, shown], i) => ({
    feedback_id: String(7_100_001 + i),
    rating,
    shown,
    library_book_id: book,
    nickname,
    content,
    created_at: now - daysAgo * DAY_MS,
    read,
    reply: null,
    replied_at: null,
  }));
}

/** 林老师's three books (README): a draft, one under review and one published. */
const SEED_UGC_BOOKS: [title: string, intro: string, status: DemoUgcBook['status'], cards: number][] = [
  ['英语词根词缀 300 例', '从 300 个常见词根词缀出发，串起四六级和考研的高频词。', 'DRAFT', 300],
  ['四级听力场景词', '按校园、租房、求职等 12 个场景整理的四级听力高频词。', 'REVIEWING', 180],
  ['雅思写作高分句型', '大作文和小作文的 120 个高分句型，每句附例文。', 'PUBLISHED', 120],
];

function seedUgcBooks(state: DemoState, authorId: string, now: number): void {
  if (state.ugc_books.some((book) => book.author_id === authorId)) return;
  SEED_UGC_BOOKS.forEach(([title, intro, status, cards], i) =>
    state.ugc_books.push({
      ugc_book_id: String(8_100_001 + i),
      author_id: authorId,
      title,
      intro,
      status,
      card_count: cards,
      reason: null,
      rank: i + 1,
      updated_at: now - (10 - i) * DAY_MS,
      deleted_at: null,
    }),
  );
}
