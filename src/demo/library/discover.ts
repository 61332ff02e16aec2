/** Fixed notes, quotes and learners for the demo's search, 每日一句 and 学习榜 (README "Search and follows"). */

/** Notes on the library's cards: found by GET /books/v1/notes/search. */
export const SEED_NOTES: { note_id: string; library_book_id: string; text: string }[] = [
  { note_id: '70001', library_book_id: '1', text: '四级词汇按词根记：spect 看，inspect 检查，respect 尊重。' },
  { note_id: '70002', library_book_id: '1', text: '高频词汇 abandon 常考词组 abandon oneself to，沉溺于。' },
  { note_id: '70003', library_book_id: '3', text: '考研词汇里的熟词僻义：address 作动词是“处理、解决”。' },
  { note_id: '70004', library_book_id: '2', text: '六级翻译常用词汇：urbanization 城镇化，heritage 遗产。' },
  { note_id: '70005', library_book_id: '4', text: '平假名あ行：あいうえお，先记口型再记字形。' },
  { note_id: '70006', library_book_id: '6', text: '臂丛神经五根三干六股三束，口诀“五三六三”。' },
  { note_id: '70007', library_book_id: '7', text: '药理学：β受体阻断剂名字多以 -olol 结尾。' },
  { note_id: '70008', library_book_id: '9', text: '秦统一六国的顺序：韩赵魏楚燕齐，口诀“喊赵魏出演戏”。' },
  { note_id: '70009', library_book_id: '11', text: '《静夜思》的“床”有井栏一说，考试按教材释义答。' },
  {
    note_id: '70010',
    library_book_id: '13',
    text: '雅思口语 Part 2 话题词汇要成组记，描述人物时用 easygoing、considerate。',
  },
];

export const SEED_QUOTES: { quote_id: string; content: string; author: string }[] = [
  { quote_id: '1', content: '学而时习之，不亦说乎。', author: '《论语》' },
  { quote_id: '2', content: '不积跬步，无以至千里。', author: '荀子' },
  { quote_id: '3', content: '温故而知新，可以为师矣。', author: '《论语》' },
  { quote_id: '4', content: '书山有路勤为径，学海无涯苦作舟。', author: '韩愈' },
  { quote_id: '5', content: '记忆的秘诀在于及时复习。', author: '艾宾浩斯' },
  { quote_id: '6', content: '少壮不努力，老大徒伤悲。', author: '《长歌行》' },
  { quote_id: '7', content: '业精于勤，荒于嬉。', author: '韩愈' },
];

/** Each book's learners this week, most cards first: the VIP persona is placed 7th among them (README). */
export const RANK_LEARNERS = [
  '考研冲冲冲',
  '花友9527',
  '背词小能手',
  '早起的鸟',
  'Momo',
  '每天一百词',
  '小林同学',
  '图书馆常客',
  '花友3306',
  '阿杰',
  '慢慢来',
  '花友1024',
];
/** The cards each learner studied this week: the first studies most. */
export const rankCards = (place: number) => 420 - place * 28;
