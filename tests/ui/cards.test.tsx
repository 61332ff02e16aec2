// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cardContent, HOSTILE_CARD } from '../../src/demo/library/cards';
import { findSeedBook } from '../../src/demo/library/seed';
import { safeCardHtml } from '../../src/services/cardHtml';
import { cardDocument, CardFrame } from '../../src/ui/cards/CardFrame';
import { CardSample } from '../../src/ui/library/CardSample';
import { renderRoute, renderUi } from './render';

afterEach(cleanup);

const hostile = cardContent(findSeedBook(HOSTILE_CARD.book)!, HOSTILE_CARD.index, false).front;
const noMedia = async () => null;

describe('issue 56 card HTML is hostile until proven otherwise', () => {
  test('sanitized: no script, no event handler, no link that navigates, no frame, no outside image', async () => {
    const safe = await safeCardHtml(hostile, noMedia);
    expect(safe).toContain('这张卡片里藏着脚本');
    expect(safe).toContain('点我');
    expect(safe).toContain('领取奖励');
    expect(safe).not.toMatch(/<script|onerror|javascript:|<iframe|tracker\.example|evil\.example|href=/i);
  });

  test('media resolve from the package: a plain name is read and inlined, any other address goes with its words kept', async () => {
    const read = vi.fn(async (name: string) => (name === 'figure-1.svg' ? 'data:image/svg+xml,%3Csvg%2F%3E' : null));
    const safe = await safeCardHtml(
      '<img src="figure-1.svg" alt="图一"><img src="../../etc/passwd" alt="二"><img src="https://x.example/a.png" alt="三">',
      read,
    );
    expect(read.mock.calls.map(([name]) => name)).toEqual(['figure-1.svg']);
    expect(safe).toBe('<img src="data:image/svg+xml,%3Csvg%2F%3E" alt="图一">二三');
  });

  test('the frame is sandboxed without allow-scripts or allow-same-origin, and its document loads nothing', () => {
    renderUi(<CardFrame html="<p>abandon</p>" title="卡片正面" dark={false} />);
    const frame = screen.getByTitle('卡片正面');
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = cardDocument('<p>abandon</p>', false);
    expect(doc).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; media-src data:"`);
    expect(frame.getAttribute('srcdoc')).toBe(doc);
  });
});

describe('issue 56 试看 on /book/:id', () => {
  test('the first cards as tiles, each opening the viewer there; the hint names the sample and the total', async () => {
    const onOpen = vi.fn();
    renderUi(
      <CardSample
        total={2200}
        sampleSize={5}
        owned={false}
        hrefOf={(n) => `/book-previewer/BK1?card=${n}`}
        onOpen={onOpen}
      />,
    );
    const block = screen.getByRole('region', { name: '试看卡片' });
    expect(within(block).getByText('免费看前 5 张，共 2200 张')).toBeTruthy();
    expect(within(block).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(within(block).getByRole('link', { name: /第 3 张/ }));
    expect(onOpen).toHaveBeenCalledWith('/book-previewer/BK1?card=3');
  });

  test('a book page shows the block once the book has painted', async () => {
    renderRoute('/book/1');
    const block = await screen.findByRole('region', { name: '试看卡片' });
    expect(
      within(block)
        .getByRole('link', { name: /第 1 张/ })
        .getAttribute('href'),
    ).toMatch(/^\/book-previewer\/BK\w+\?card=1$/);
  });
});

describe('issue 56 /book-previewer/:id is the card viewer', () => {
  test('第 1 / N 张, tap flips to the back, the arrow keys move on, and the card’s comments load with it', async () => {
    renderRoute('/book-previewer/1');
    expect(await screen.findByText(/第 1 \/ 2200 张/)).toBeTruthy();
    const front = await screen.findByTitle('卡片正面');
    expect(front.getAttribute('srcdoc')).toContain('abandon');
    fireEvent.click(screen.getByRole('button', { name: '点击卡片翻面' }));
    expect(await screen.findByTitle('卡片背面')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText(/第 2 \/ 2200 张/)).toBeTruthy();
    expect(await screen.findByText('配图很清楚，一下就记住了')).toBeTruthy();
  });

  test('?card= opens that card; past the sample it shows 购买后可看全部 N 张', async () => {
    renderRoute('/book-previewer/1?card=6');
    expect(await screen.findByRole('heading', { name: '购买后可看全部 2200 张' })).toBeTruthy();
    expect(screen.getByText(/第 6 \/ 2200 张/)).toBeTruthy();
  });

  test('a garbage id says 书籍不存在', async () => {
    renderRoute('/book-previewer/{}');
    expect(await screen.findByText('书籍不存在')).toBeTruthy();
  });
});
