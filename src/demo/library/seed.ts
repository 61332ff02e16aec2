/**
 * The demo library: fixed data, the same in every browser, so a link to /book/3 shows the same book anywhere.
 * What changes per reader (ownership, leases, orders) lives in the demo state.
 */

export interface SeedAuthor {
  user_id: string;
  hua_id: number;
  nickname: string;
  bio: string;
  colour: string;
  /** Followers from before the demo; follows made in the demo add to them. */
  followers: number;
}

export interface SeedCategory {
  category_id: string;
  name: string;
  colours: [string, string];
}

export interface SeedBook {
  library_book_id: string;
  title: string;
  author_id: string;
  category_id: string;
  description: string;
  /** Cents; 0 is a free book. */
  price: number;
  original_price: number;
  card_count: number;
  /** Copies sold before the demo, for 最热. */
  sales: number;
  /** Days before the demo epoch it was published, for 最新. */
  published_days_ago: number;
}

export interface SeedComment {
  nickname: string;
  rating: number;
  content: string;
  days_ago: number;
}

/** Authors are personas: their pages are /u/<user_id> or /u/h<hua_id>. */
export const SEED_AUTHORS: SeedAuthor[] = [
  {
    user_id: '900001',
    hua_id: 8800001,
    nickname: '林老师',
    bio: '英语教研十年，专注词汇记忆',
    colour: '#1c7ed6',
    followers: 2318,
  },
  {
    user_id: '900002',
    hua_id: 8800002,
    nickname: '医学生小周',
    bio: '临床医学在读，整理考点卡片',
    colour: '#2f9e44',
    followers: 764,
  },
  {
    user_id: '900003',
    hua_id: 8800003,
    nickname: '历史迷阿树',
    bio: '把历史写成一张张卡片',
    colour: '#e8590c',
    followers: 1152,
  },
  { user_id: '900004', hua_id: 8800004, nickname: '日语角', bio: '日语能力考辅导', colour: '#ae3ec9', followers: 430 },
];

export const SEED_CATEGORIES: SeedCategory[] = [
  { category_id: '1', name: '语言学习', colours: ['#1c7ed6', '#15aabf'] },
  { category_id: '2', name: '考试备考', colours: ['#e8590c', '#f59f00'] },
  { category_id: '3', name: '医学专业', colours: ['#2f9e44', '#0ca678'] },
  { category_id: '4', name: '人文百科', colours: ['#ae3ec9', '#7048e8'] },
];

const book = (
  id: number,
  title: string,
  author_id: string,
  category_id: string,
  price: number,
  original_price: number,
  card_count: number,
  sales: number,
  published_days_ago: number,
  description: string,
): SeedBook => ({
  library_book_id: String(id),
  title,
  author_id,
  category_id,
  description,
  price,
  original_price,
  card_count,
  sales,
  published_days_ago,
});

export const SEED_BOOKS: SeedBook[] = [
  book(
    1,
    '四级核心词汇',
    '900001',
    '1',
    1990,
    3990,
    2200,
    5400,
    120,
    '大学英语四级高频词 2200 个，每词配例句与真题出处，按遗忘曲线安排复习。',
  ),
  book(
    2,
    '六级词汇精讲',
    '900001',
    '1',
    2490,
    4990,
    2600,
    3900,
    90,
    '六级核心词与词组，附近五年真题例句，适合考前三个月系统记忆。',
  ),
  book(
    3,
    '考研英语高频词',
    '900001',
    '2',
    2990,
    5990,
    5500,
    8100,
    200,
    '考研英语一、二通用，5500 词按真题频次分级，先记最常考的。',
  ),
  book(
    4,
    '日语五十音入门',
    '900004',
    '1',
    0,
    0,
    120,
    12000,
    300,
    '平假名、片假名与发音要点，零基础一周记牢，免费领取。',
  ),
  book(
    5,
    'N2 核心语法',
    '900004',
    '1',
    1590,
    2990,
    380,
    1800,
    45,
    '日语能力考 N2 语法点 380 条，每条配对比辨析与例句。',
  ),
  book(
    6,
    '系统解剖学要点',
    '900002',
    '3',
    3990,
    6990,
    1500,
    2100,
    150,
    '按系统整理的解剖学考点，配结构示意说明，适合医学生期末与执考。',
  ),
  book(
    7,
    '药理学速记',
    '900002',
    '3',
    2990,
    4990,
    900,
    1600,
    60,
    '常用药物的作用机制、适应证与不良反应，口诀加卡片双重记忆。',
  ),
  book(
    8,
    '执业医师考点',
    '900002',
    '2',
    4990,
    8990,
    3200,
    2700,
    30,
    '执业医师资格考试高频考点，按科目与年份归类，附易错点提醒。',
  ),
  book(
    9,
    '中国通史卡片',
    '900003',
    '4',
    1990,
    2990,
    1100,
    4300,
    240,
    '从先秦到近代的关键人物、事件与年代，一张卡片一个知识点。',
  ),
  book(
    10,
    '世界史大事年表',
    '900003',
    '4',
    0,
    0,
    400,
    6700,
    180,
    '世界史重大事件时间线，免费领取，适合通识入门与备考复习。',
  ),
  book(
    11,
    '古诗词必背 120 首',
    '900003',
    '4',
    990,
    1990,
    120,
    9800,
    20,
    '中小学必背古诗词，逐句释义与作者背景，支持默写练习。',
  ),
  book(
    12,
    '公务员常识判断',
    '900003',
    '2',
    2490,
    3990,
    1800,
    3300,
    10,
    '行测常识判断题库，政治、法律、科技、人文分类整理。',
  ),
  book(13, '雅思口语话题', '900001', '1', 3490, 5990, 600, 2500, 5, '雅思口语 Part 1–3 最新话题与高分表达，边记边练。'),
  book(
    14,
    '生理学核心概念',
    '900002',
    '3',
    2490,
    3990,
    850,
    900,
    75,
    '生理学核心概念与机制，配图示描述，适合考前串讲。',
  ),
];

const COMMENTS: SeedComment[] = [
  { nickname: '花友2817', rating: 5, content: '卡片做得很用心，每天二十分钟，一个月就过了一遍。', days_ago: 2 },
  { nickname: '早起的小鹿', rating: 5, content: '例句都来自真题，记得特别牢，感谢作者！', days_ago: 4 },
  { nickname: '花友0932', rating: 4, content: '内容扎实，希望再多一些配图。', days_ago: 7 },
  { nickname: '阿青', rating: 5, content: '复习提醒很准时，考试前刷了三轮。', days_ago: 9 },
  { nickname: '花友5120', rating: 3, content: '有几张卡片的释义有点长，不过整体不错。', days_ago: 12 },
  { nickname: '备考中的猫', rating: 5, content: '终于找到适合碎片时间的复习方式了。', days_ago: 15 },
  { nickname: '花友7788', rating: 4, content: '分级很合理，先记高频词效率高。', days_ago: 21 },
];

/** The demo's fixed point for publication dates and comment times, so every browser shows the same. */
export const SEED_EPOCH = Date.parse('2026-11-01T00:00:00Z');

/** Each book's comments: a fixed slice, so every browser sees the same; book 14 has none yet. */
export function seedCommentsOf(bookId: string): SeedComment[] {
  const n = Number(bookId);
  if (n === 14) return [];
  const count = 2 + (n % 5);
  return Array.from({ length: count }, (_, i) => COMMENTS[(n + i) % COMMENTS.length]!);
}

export const authorOf = (book: SeedBook) => SEED_AUTHORS.find((a) => a.user_id === book.author_id)!;
export const categoryOf = (book: SeedBook) => SEED_CATEGORIES.find((c) => c.category_id === book.category_id)!;
/**
 * Each author's next book: published on its seeded date after the epoch (a negative `published_days_ago`), or
 * earlier by the debug panel's 作者发布新书. Until then the library does not list it.
 */
export const SEED_UPCOMING: SeedBook[] = [
  book(15, '托福阅读词汇', '900001', '1', 2990, 4990, 1800, 0, -35, '托福阅读高频学术词，按学科分组，每词附真题语境。'),
  book(16, '病理学图解卡', '900002', '3', 2490, 3990, 700, 0, -42, '病理学重点病变的要点与鉴别，一卡一考点。'),
  book(17, '宋词三百首精选', '900003', '4', 1490, 2990, 300, 0, -49, '宋词名篇逐句注释，配作者与背景，适合晨读。'),
  book(18, 'N1 高频词汇', '900004', '1', 2990, 4990, 2000, 0, -56, '日语能力考 N1 高频词，附例句与近义辨析。'),
];

export const findSeedBook = (id: string | undefined) =>
  SEED_BOOKS.find((b) => b.library_book_id === id) ?? SEED_UPCOMING.find((b) => b.library_book_id === id);

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated cover: the category's colours, the title and the author, as an SVG data URL (no network). */
export function coverOf(book: SeedBook): string {
  const [from, to] = categoryOf(book).colours;
  const chars = [...book.title];
  const lines = [0, 5, 10].map((at) => escapeXml(chars.slice(at, at + 5).join(''))).filter(Boolean);
  const text = lines
    .map((line, i) => `<text x="20" y="${92 + i * 30}" font-size="24" font-weight="700" fill="#fff">${line}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="180" height="240" rx="8" fill="url(#g)"/>` +
    `<rect x="0" y="0" width="10" height="240" fill="#000" opacity=".15"/>` +
    `<circle cx="150" cy="40" r="46" fill="#fff" opacity=".12"/>` +
    `<text x="20" y="40" font-size="13" fill="#fff" opacity=".85">${escapeXml(categoryOf(book).name)}</text>` +
    text +
    `<text x="20" y="220" font-size="13" fill="#fff" opacity=".9">${escapeXml(authorOf(book).nickname)} 著</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An author's avatar: their colour and initial, as an SVG data URL. */
export function authorAvatarOf(author: SeedAuthor): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${author.colour}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">${escapeXml([...author.nickname][0]!)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Books with a group buy and their group price; 3 people and 24 hours unless a book says otherwise (README). */
export const SEED_GROUP_BUYS: Record<string, { group_price: number; group_size?: number; duration_hours?: number }> = {
  '1': { group_price: 990 },
  '3': { group_price: 1990, group_size: 2 },
  '6': { group_price: 2490, group_size: 5, duration_hours: 48 },
};
