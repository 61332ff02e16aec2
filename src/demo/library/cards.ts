/**
 * The demo library's cards (README "Cards"): each seeded book's package holds `card_count` cards, drawn from a few
 * notes of its category in turn, with an illustration from the package's media. Book 1 keeps two cards apart: the
 * third is hostile (script, event handlers, a javascript: link, an outside tracker), the fourth is drawn with the
 * interactive template 互动选择题 and needs unlocking.
 */
import { categoryOf, findSeedBook, type SeedBook } from './seed';

/** Readers who do not own a book see this many cards of it (试看). */
export const SAMPLE_SIZE = 5;

export const HOSTILE_CARD = { book: '1', index: 2 };
export const INTERACTIVE_CARD = { book: '1', index: 3 };
export const QUIZ_TEMPLATE = {
  template_id: '7001',
  name: '互动选择题',
  unlock_rule: '登录后每人可免费解锁 3 张互动卡片，会员可解锁全部',
};
/** Free card unlocks per reader; members unlock the whole template. */
export const FREE_UNLOCKS = 3;

type Note = [front: string, back: string, speech: string];

const NOTES: Record<string, Note[]> = {
  '1': [
    ['abandon', 'v. 放弃；抛弃<br><i>abandon oneself to</i> 沉溺于', 'abandon'],
    ['inspect', 'v. 检查；视察<br>spect = 看', 'inspect'],
    ['heritage', 'n. 遗产；传统', 'heritage'],
    ['considerate', 'adj. 体贴的；考虑周到的', 'considerate'],
    ['あいうえお', '平假名あ行，先记口型再记字形', 'あいうえお'],
  ],
  '2': [
    ['“熟词僻义” address', '作动词：处理、解决', 'address'],
    ['四级作文开头句', 'With the development of ...', 'With the development of'],
    ['urbanization', 'n. 城镇化', 'urbanization'],
  ],
  '3': [
    ['臂丛神经', '五根三干六股三束', '臂丛神经'],
    ['β受体阻断剂', '名字多以 -olol 结尾，如普萘洛尔', 'β受体阻断剂'],
    ['正常成人心率', '60～100 次/分', '正常成人心率'],
  ],
  '4': [
    ['床前明月光', '疑是地上霜。——李白《静夜思》', '床前明月光，疑是地上霜'],
    ['秦灭六国顺序', '韩、赵、魏、楚、燕、齐', '韩赵魏楚燕齐'],
    ['明月几时有', '把酒问青天。——苏轼《水调歌头》', '明月几时有，把酒问青天'],
  ],
};

const HOSTILE_FRONT =
  '<p>这张卡片里藏着脚本</p>' +
  '<script>parent.__hostileCardRan = true; localStorage.setItem("hostile-card", "ran"); document.cookie = "hostile=1";</script>' +
  '<img src="missing.png" onerror="parent.__hostileCardRan = true">' +
  '<a href="javascript:parent.__hostileCardRan=true">点我</a>' +
  '<a href="https://evil.example/phish">领取奖励</a>' +
  '<img src="https://tracker.example/pixel.gif" alt="">' +
  '<iframe src="https://evil.example/"></iframe>';

const QUIZ_LOCKED = '<p class="quiz">这是一张互动选择题卡片</p><p>解锁后可作答</p>';
const QUIZ_FRONT =
  '<p class="quiz">abandon 的意思是？</p>' +
  '<details><summary>A. 放弃</summary><p>✓ 正确</p></details>' +
  '<details><summary>B. 能力</summary><p>✗ 再想想：ability 才是能力</p></details>';

/** A card id: the book id, then the card's place from 1 in five digits. */
export const cardIdOf = (book: SeedBook, index: number) =>
  `${book.library_book_id}${String(index + 1).padStart(5, '0')}`;

export function cardOfId(cardId: string): { book: SeedBook; index: number } | null {
  const match = /^(\d+)(\d{5})$/.exec(cardId);
  const book = match && findSeedBook(match[1]);
  const index = match ? Number(match[2]) - 1 : -1;
  return book && index >= 0 && index < book.card_count ? { book, index } : null;
}

const isCard = (book: SeedBook, index: number, which: { book: string; index: number }) =>
  book.library_book_id === which.book && index === which.index;

export const isInteractive = (book: SeedBook, index: number) => isCard(book, index, INTERACTIVE_CARD);

/** The media of a book's package: one illustration per note of its category. */
export const mediaNamesOf = (book: SeedBook) => NOTES[book.category_id]!.map((_, i) => `figure-${i + 1}.svg`);

/** A card's front and back as the author wrote them; media are named as in the package (the app resolves them). */
export function cardContent(book: SeedBook, index: number, unlocked: boolean) {
  if (isCard(book, index, HOSTILE_CARD)) return { front: HOSTILE_FRONT, back: '<p>脚本不会运行</p>', speech: '' };
  if (isInteractive(book, index))
    return { front: unlocked ? QUIZ_FRONT : QUIZ_LOCKED, back: '<p>abandon：放弃</p>', speech: 'abandon' };
  const notes = NOTES[book.category_id]!;
  const note = index % notes.length;
  const [front, back, speech] = notes[note]!;
  return {
    front: `<div class="front"><h2>${front}</h2><img src="figure-${note + 1}.svg" alt=""></div>`,
    back: `<div class="back"><h2>${front}</h2><p>${back}</p></div><p class="note">第 ${index + 1} 张</p>`,
    speech,
  };
}

/**
 * A card's note as its package stores it, by the fields of the note type 问答 (正面, 背面, 图片): the viewer's card
 * `index` is drawn from it. The hostile card keeps its markup, as its author wrote it.
 */
export function noteFieldsOf(book: SeedBook, index: number): Record<string, string> {
  if (isCard(book, index, HOSTILE_CARD)) return { 正面: HOSTILE_FRONT, 背面: '<p>脚本不会运行</p>', 图片: '' };
  const notes = NOTES[book.category_id]!;
  const note = index % notes.length;
  const [front, back] = notes[note]!;
  return { 正面: front, 背面: back, 图片: `<img src="figure-${note + 1}.svg">` };
}

/** An illustration of the package's media (figure-n.svg): the category's colours and the figure's number. */
export function mediaFile(book: SeedBook, name: string): string | null {
  const n = /^figure-(\d+)\.svg$/.exec(name)?.[1];
  if (!n || !mediaNamesOf(book).includes(name)) return null;
  const [from, to] = categoryOf(book).colours;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" rx="12" fill="${from}"/>` +
    `<circle cx="190" cy="40" r="60" fill="${to}" opacity=".6"/>` +
    `<text x="24" y="76" font-size="40" font-weight="700" fill="#fff">${n}</text></svg>`
  );
}
