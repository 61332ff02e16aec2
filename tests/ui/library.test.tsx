// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { SEED_BOOKS } from '../../src/demo/library/seed';
import { encodeBookCode } from '../../src/lib/bookCode';
import { envFacts } from '../../src/routes/app';
import { PAGE_SIZE } from '../../src/routes/library/libraryFilters';
import { renderRoute, server } from './render';

// Lazy route modules and the demo backend on a shared machine: give each screen time to arrive.
configure({ asyncUtilTimeout: 4000 });

/** Reports the footer's sentinel in the viewport; set once the footer watches it. */
let intersect: (() => void) | null = null;
beforeEach(() => {
  intersect = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        intersect = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});

/**
 * The footer's sentinel reaching the viewport, as a scroll would. The footer starts watching in an effect after
 * the list shows (a list that arrives renders as a transition, whose effects may follow its paint), as a browser's
 * observer only reports once it watches.
 */
async function reachEnd() {
  await waitFor(() => expect(intersect).not.toBeNull());
  intersect!();
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () => screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/book/'));
const LIBRARY = `${envFacts.apiURL}/books/v1/library`;

describe('/sale/cm, the library', () => {
  test('shows a skeleton, then the first page of cards with cover, title, author, price in yuan and 免费', async () => {
    renderRoute('/sale/cm');
    expect(await screen.findByLabelText('书籍加载中')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    const top = [...SEED_BOOKS].sort((a, b) => b.sales - a.sales);
    const first = cards()[0]!;
    expect(first.getAttribute('href')).toBe(`/book/${encodeBookCode(top[0]!.library_book_id)}`);
    expect(within(first).getByAltText(`《${top[0]!.title}》封面`)).toBeTruthy();
    const free = cards().find((c) => within(c).queryByText('免费'));
    expect(free).toBeTruthy();
    const paid = cards().find((c) => c.textContent?.includes('¥'))!;
    const book = SEED_BOOKS.find((b) => paid.textContent?.includes(b.title))!;
    expect(paid.textContent).toContain(`¥${(book.price / 100).toFixed(2)}`);
  });

  test('paging grows as the reader reaches the end, then says 没有更多了', async () => {
    renderRoute('/sale/cm');
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    await reachEnd();
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE * 2));
    await reachEnd();
    await waitFor(() => expect(cards()).toHaveLength(SEED_BOOKS.length));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  test('a category filters the list and order_by sorts it', async () => {
    const { router } = renderRoute('/sale/cm');
    fireEvent.click(await screen.findByRole('tab', { name: '医学专业' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=3'));
    const medical = SEED_BOOKS.filter((b) => b.category_id === '3');
    await waitFor(() => expect(cards()).toHaveLength(medical.length));
    const sort = within(screen.getByRole('radiogroup', { name: '排序' }));
    expect(sort.getByRole<HTMLInputElement>('radio', { name: '最热' }).checked).toBe(true);
    fireEvent.click(sort.getByText('价格'));
    await waitFor(() => expect(sort.getByRole<HTMLInputElement>('radio', { name: '价格' }).checked).toBe(true));
    const cheapest = [...medical].sort((a, b) => a.price - b.price)[0]!;
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe(cheapest.title));
  });

  test('a search with no match shows 没有找到相关书籍 and a way back to all books', async () => {
    renderRoute('/sale/cm?q=不存在的书');
    expect(await screen.findByText('没有找到相关书籍')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看全部书籍' }));
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
  });

  test('the search box offers hints from /books/v1/search/hint and searching narrows the list', async () => {
    const { router } = renderRoute('/sale/cm');
    const box = await screen.findByPlaceholderText('搜索书名、作者或分类');
    fireEvent.change(box, { target: { value: '日语' } });
    expect(await screen.findByText('日语角', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('日语')}`));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toContain('N2 核心语法'));
  });

  test('a failing list shows 书库加载失败 with 重试, and 重试 loads it', async () => {
    server.use(http.get(LIBRARY, () => jsonResponse({ code: 500, message: '服务器开小差了' }, 500), { once: true }));
    renderRoute('/sale/cm');
    expect(await screen.findByText('书库加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
  });

  test('/page/libraryBook goes to /sale/cm', async () => {
    const { router } = renderRoute('/page/libraryBook');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/cm'));
  });
});

describe('/book/:id, book detail', { timeout: 20_000 }, () => {
  const code = encodeBookCode(3);

  test('a numeric id and its BK code show the same book, with price, struck original price and comments linking by code', async () => {
    renderRoute(`/book/${code}`);
    expect(await screen.findByText('¥59.90')).toBeTruthy();
    expect(screen.getByText('考研英语高频词')).toBeTruthy();
    expect(screen.getByText('¥59.90').closest('s')).not.toBeNull();
    expect((await screen.findByText(/全部 \d+ 条/)).getAttribute('href')).toBe(`/book-comments/${code}`);
    expect(screen.getByRole('link', { name: /林老师/ }).getAttribute('href')).toBe('/u/900001');
    cleanup();
    renderRoute('/book/3');
    expect(await screen.findByText('¥59.90')).toBeTruthy();
  });

  test("DESIGN §9 LCP: the book's own cover is fetched at once with high priority; the recommended books' covers wait until scrolled to", async () => {
    renderRoute(`/book/${code}`);
    const own = await screen.findByAltText('《考研英语高频词》封面');
    expect(own.getAttribute('loading')).toBe('eager');
    expect(own.getAttribute('fetchpriority')).toBe('high');
    // The recommendations come once the book has painted.
    await waitFor(() => expect(screen.getAllByAltText(/封面$/).length).toBeGreaterThan(1));
    const others = screen.getAllByAltText(/封面$/).filter((img) => img !== own);
    for (const img of others) expect(img.getAttribute('loading')).toBe('lazy');
  });

  test("the book's score and each comment's rating read as stars filled to their share, one named image each, not a row of inputs", async () => {
    server.use(
      http.get(`${envFacts.apiURL}/feedback/v1/remark_ratio/:id`, () =>
        jsonResponse({ good_ratio: 90, average: 4.5, count: 12 }),
      ),
    );
    renderRoute(`/book/${code}`);
    const score = await screen.findByRole('img', { name: '4.5星' });
    expect(score.style.getPropertyValue('--stars-share')).toBe('90%');
    const line = score.nextElementSibling;
    expect(line?.textContent).toBe('4.5分 · 90%好评 · 12人评价');
    // It wraps between its parts only, never inside one.
    expect([...line!.children].map((part) => part.textContent)).toEqual(['4.5分', '90%好评', '12人评价']);
    const thanks = within(await screen.findByRole('region', { name: '读者致谢' }));
    expect((await thanks.findAllByRole('img', { name: /^[0-5](\.\d)?星$/ })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  test('DESIGN §9 CLS: the 拼团 block and the recommendations hold their place with a skeleton of their shape until they arrive', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing after the wait hands the request on to the demo backend's own handler.
    const hold = async () => void (await held);
    server.use(
      http.get(`${envFacts.apiURL}/groupbuy/v1/book/:id/config`, hold),
      http.get(`${envFacts.apiURL}/books/v1/library/recommends/:id`, hold),
    );
    // The block's chunk is at hand, so what holds the place below is the block waiting for its groups.
    await import('../../src/routes/groupbuy/BookGroupBuy');
    renderRoute('/book/1');
    await screen.findByText(/全部 \d+ 条/);
    expect(screen.getByLabelText('拼团加载中')).toBeTruthy();
    const recommends = screen.getByLabelText('推荐加载中');
    expect(recommends.children).toHaveLength(6);
    release();
    expect(await screen.findByRole('region', { name: '拼团' })).toBeTruthy();
    expect(screen.queryByLabelText('拼团加载中')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('推荐加载中')).toBeNull());
  });

  test("DESIGN §9 LCP: the comments and recommendations far below ask for nothing until the book's own requests have answered; the 拼团 block in view does not wait", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));
    server.use(http.get(`${envFacts.apiURL}/feedback/v1/remark_ratio/:id`, async () => void (await held)));
    const farBelow = () => seen.filter((path) => /\/recommends\/|\/public\/library_book\//.test(path));
    renderRoute('/book/1');
    await screen.findByRole('heading', { name: '四级核心词汇' });
    // While the rating is still on its way, the 拼团 block asks for its groups; the comments and recommendations wait.
    await waitFor(() => expect(seen.some((path) => path.includes('/groupbuy/'))).toBe(true));
    expect(farBelow()).toEqual([]);
    release();
    await waitFor(() => expect(screen.queryByLabelText('推荐加载中')).toBeNull());
    expect(farBelow()).toHaveLength(2);
  });

  test('signed out, a paid book offers 购买 with its price and the VIP lease; a free one offers 免费领取', async () => {
    renderRoute(`/book/${code}`);
    expect(await screen.findByRole('button', { name: '购买 ¥29.90' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'VIP免费租阅' })).toBeTruthy();
    cleanup();
    renderRoute('/book/4');
    expect(await screen.findByRole('button', { name: '免费领取' })).toBeTruthy();
  });

  test('an unknown id or a garbage code shows 书籍不存在 with a way back', async () => {
    for (const path of ['/book/999', '/book/BK-1', '/book/abc']) {
      renderRoute(path);
      expect(await screen.findByText('书籍不存在')).toBeTruthy();
      expect(screen.getByRole('button', { name: '去书库看看' })).toBeTruthy();
      cleanup();
    }
  });

  test('a failing book shows 书籍加载失败 with 重试', async () => {
    server.use(
      http.get(
        `${envFacts.apiURL}/books/v1/library/info/:id`,
        () => jsonResponse({ code: 500, message: '服务器开小差了' }, 500),
        {
          once: true,
        },
      ),
    );
    renderRoute('/book/3');
    expect(await screen.findByText('书籍加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('¥59.90')).toBeTruthy();
  });
});

describe('/book-comments/:id, every reader thanks on a book', () => {
  const COMMENTS = `${envFacts.apiURL}/feedback/v1/public/library_book/:id`;

  test('the book title, the count and every comment, then 没有更多了', async () => {
    renderRoute(`/book-comments/${encodeBookCode(1)}`);
    expect(await screen.findByText(/^共 \d+ 条读者致谢$/)).toBeTruthy();
    expect(screen.getByText(`《${SEED_BOOKS.find((b) => b.library_book_id === '1')!.title}》`)).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  test('more than a page loads the next one as the reader reaches the end', async () => {
    const all = Array.from({ length: 13 }, (_, i) => ({
      feedback_id: String(i + 1),
      nickname: `读者${i + 1}`,
      avatar_url: '',
      rating: 5,
      content: `第${i + 1}条`,
      created_at: '2026-11-01T08:00:00+08:00',
    }));
    server.use(
      http.get(COMMENTS, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page_number'));
        const items = all.slice((page - 1) * 10, page * 10);
        return jsonResponse({ items, total: all.length, has_more: page * 10 < all.length });
      }),
    );
    renderRoute('/book-comments/1');
    expect(await screen.findByText('第10条')).toBeTruthy();
    expect(screen.queryByText('第11条')).toBeNull();
    await reachEnd();
    expect(await screen.findByText('第13条')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  test('an unknown book or a garbage code says 书籍不存在; a failure says 致谢加载失败 with 重试', async () => {
    for (const path of ['/book-comments/999', '/book-comments/abc']) {
      renderRoute(path);
      expect(await screen.findByText('书籍不存在')).toBeTruthy();
      cleanup();
    }
    server.use(http.get(COMMENTS, () => jsonResponse({ code: 500, message: '服务器出错，请刷新重试' }, 500)));
    renderRoute('/book-comments/1');
    expect(await screen.findByText('致谢加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
