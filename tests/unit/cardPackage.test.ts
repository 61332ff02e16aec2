import { describe, expect, test } from 'vitest';
import { nameProblem, renderCard, tagsProblem, templateProblem } from '../../src/domain/cardPackage';
import { hardestCards, type CardRating } from '../../src/domain/cardRating';
import { defaultBackupTag, deletionConfirmed } from '../../src/domain/packageRelease';

const rating = (card_id: string, again: number, hard: number, good: number, easy = 0): CardRating => ({
  card_id,
  title: card_id,
  again,
  hard,
  good,
  easy,
});

describe('issue 57 模板: a card as its template draws it', () => {
  test('fields are drawn as HTML, {{text:…}} as text, {{FrontSide}} repeats the front, inside .card', () => {
    const card = renderCard(
      { front: '{{正面}} {{text:背面}} {{缺失}}', back: '{{FrontSide}}<hr>{{背面}}' },
      { 正面: '<b>abandon</b>', 背面: '<i>放弃</i> & co' },
    );
    expect(card.front).toBe('<div class="card"><b>abandon</b> 放弃 &amp; co </div>');
    expect(card.back).toBe('<div class="card"><b>abandon</b> 放弃 &amp; co <hr><i>放弃</i> & co</div>');
  });

  test('a front without a field is refused, on both sides of the wire', () => {
    expect(templateProblem({ front: '没有字段' })).toMatch(/至少要引用一个字段/);
    expect(templateProblem({ front: '{{正面}}' })).toBeNull();
  });

  test('names and tags are checked as they are sent: trimmed, without emoji, within their length', () => {
    expect(nameProblem(' 😀 ', 30)).toBe('请输入名称');
    expect(nameProblem('卡'.repeat(31), 30)).toBe('名称最多 30 个字');
    expect(nameProblem('词根', 30)).toBeNull();
    expect(tagsProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('最多 5 个标签');
    expect(tagsProblem(['太长了的一个标签名称'])).toBe('每个标签 1～8 个字');
  });
});

describe('issue 57 发布 and 学习数据 rules', () => {
  test('删除卡包 needs the name typed exactly, spaces at the ends aside', () => {
    expect(deletionConfirmed(' 四级核心词汇 ', '四级核心词汇')).toBe(true);
    expect(deletionConfirmed('四级核心', '四级核心词汇')).toBe(false);
  });

  test('a backup is named by the China date and time unless the creator names it', () => {
    expect(defaultBackupTag(Date.parse('2026-11-28T17:05:00Z'))).toBe('备份 2026-11-29 01:05');
  });

  test('the hardest cards: enough answers, most forgotten first, the most answered first on a tie, ten at most', () => {
    const ratings = [
      rating('easy', 0, 0, 10),
      rating('rare', 3, 0, 0),
      rating('hard', 6, 0, 4),
      rating('tie-small', 2, 0, 3),
      rating('tie-big', 4, 0, 6),
      ...Array.from({ length: 12 }, (_, i) => rating(`filler-${i}`, 1, 0, 9)),
    ];
    const hardest = hardestCards(ratings);
    expect(hardest.slice(0, 3).map((r) => r.card_id)).toEqual(['hard', 'tie-big', 'tie-small']);
    expect(hardest).toHaveLength(10);
    expect(hardest.map((r) => r.card_id)).not.toContain('rare');
  });
});
