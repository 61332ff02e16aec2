// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { clientStore, envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine (the whole suite on two cores) that took
// more than 4 s once.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
  vi.restoreAllMocks();
});

const LIN = AUTHOR_PHONES['900001']!;
const SHU = AUTHOR_PHONES['900003']!;
const api = (path: string) => `${envFacts.apiURL}${path}`;

/** What the demo holds for a creator, worked out apart from the screen: 70 % of each paid order. */
function expectedFigures(creatorBooks: string[]) {
  const orders = demoStore
    .read()
    .orders.filter((o) => o.library_book_id && creatorBooks.includes(o.library_book_id) && o.paid_at !== null);
  const income = orders.filter((o) => o.status === 'PAID').reduce((sum, o) => sum + Math.round(o.amount * 0.7), 0);
  return `¥${(income / 100).toFixed(2)}`;
}

describe('issue: /creator 创作者中心 (income this month and in total, orders this month, entries)', () => {
  test('林老师 sees the total income of 70 % of paid sales, this month’s orders and the latest three orders', async () => {
    await signInOnDemo(LIN);
    renderRoute('/creator');
    const figures = await screen.findByRole('region', { name: '我的收入' });
    expect(within(figures).getByText('累计收入').nextSibling?.textContent).toBe(expectedFigures(['1', '2', '3', '13']));
    expect(within(figures).getByText('本月订单').nextSibling?.textContent).toMatch(/^\d+ 单$/);
    const recent = screen.getByRole('list', { name: '最近订单' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getAllByText(/买家 .\*\*/)).toHaveLength(3);
  });

  test('its entries lead to the orders screen and to 推广订单', async () => {
    await signInOnDemo(LIN);
    const { router } = renderRoute('/creator');
    const entries = await screen.findByRole('navigation', { name: '创作者中心入口' });
    await userEvent.click(within(entries).getByRole('button', { name: /推广订单/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/promotion'));
    // The router's address moves before the screen does: 全部订单 is looked for once the first 创作者中心 has gone,
    // or the click could land on that screen as it leaves.
    await screen.findByRole('heading', { name: '推广订单', level: 1 });
    await router.navigate('/creator');
    await userEvent.click(await screen.findByRole('button', { name: '全部订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/orders'));
  });

  test('not approved creators see the application status instead', async () => {
    await signInOnDemo('13912340081');
    const { router } = renderRoute('/creator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/apply-status'));
    expect(await screen.findByRole('heading', { name: '还没有提交申请' })).toBeTruthy();
  });

  test('a server error shows 创作者中心加载失败 with 重试, which loads it', async () => {
    await signInOnDemo(LIN);
    server.use(
      http.post(api('/order/v1/creator/my'), () => jsonResponse({ code: 500, message: '服务器开小差了' }, 500), {
        once: true,
      }),
    );
    renderRoute('/creator');
    expect(await screen.findByRole('heading', { name: '创作者中心加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '我的收入' })).toBeTruthy();
  });

  test('the approved status page leads to the 创作者中心', async () => {
    await signInOnDemo(LIN);
    const { router } = renderRoute('/creator/apply-status');
    await userEvent.click(await screen.findByRole('button', { name: '进入创作者中心' }));
    expect(router.state.location.pathname).toBe('/creator');
  });
});

describe('issue: downloads on the 创作者中心', () => {
  test('下载收入明细 fetches a one-time token, then the file; the URL never holds the session token', async () => {
    const token = await signInOnDemo(LIN);
    const fetched: string[] = [];
    const realFetch = window.fetch;
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => {};
    renderRoute('/creator');
    await userEvent.click(await screen.findByRole('button', { name: '下载收入明细' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^income-detail-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const download = fetched.find((url) => url.includes('/download/excel/income_detail'))!;
    expect(download).toMatch(/\?token=dl_\w+$/);
    expect(fetched.join(' ')).not.toContain(token.replace(/^Bearer /, ''));
  });

  test('a refused download shows the backend’s reason under the buttons', async () => {
    await signInOnDemo(LIN);
    server.use(
      http.get(api('/order/v1/creator/my/download/excel'), () =>
        jsonResponse({ code: 403, message: '下载链接已失效，请重新下载' }, 403),
      ),
    );
    renderRoute('/creator');
    await userEvent.click(await screen.findByRole('button', { name: '下载订单' }));
    expect((await screen.findByRole('alert')).textContent).toBe('下载链接已失效，请重新下载');
  });
});

describe('issue: /creator/orders with 全部 / 已支付 / 已退款 tabs, paged', () => {
  test('全部 lists 10 of 41 with 加载更多; 已退款 lists the two refunded orders, and the tab is in the address', async () => {
    await signInOnDemo(LIN);
    const { router } = renderRoute('/creator/orders');
    expect(await screen.findByText('共 41 单')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '订单列表' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '订单列表' })).getAllByRole('listitem')).toHaveLength(20),
    );
    await userEvent.click(screen.getByRole('tab', { name: '已退款' }));
    expect(await screen.findByText('共 2 单')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '订单列表' })).getAllByText('已退款 · 不计收入')).toHaveLength(2);
    expect(router.state.location.search).toBe('?tab=REFUNDED');
  });

  test('a creator with no sales sees an empty state, not an error', async () => {
    await signInOnDemo('13912340082');
    demoStore.change((state) => {
      const me = state.users.find((u) => u.phone === '13912340082')!;
      state.creator_applications[me.user_id] = {
        name: '新作者',
        phone: '13912340082',
        address: '北京市海淀区中关村大街1号',
        postcode: '100080',
        intro: '',
        status: 'APPROVED',
        reason: null,
        submitted_at: demoStore.now(),
        reviewed_at: demoStore.now(),
      };
    });
    renderRoute('/creator/orders?tab=PAID');
    expect(await screen.findByText('还没有已支付的订单')).toBeTruthy();
  });
});

describe('issue: /me/promotion 推广订单', () => {
  test('历史迷阿树 sees the orders through its links with commission, and the books to share with theirs', async () => {
    await signInOnDemo(SHU);
    renderRoute('/me/promotion');
    const figures = await screen.findByRole('region', { name: '我的推广' });
    expect(within(figures).getByText('推广订单').nextSibling?.textContent).toBe('3 单');
    expect(within(screen.getByRole('list', { name: '推广订单列表' })).getAllByText(/^佣金 ¥/)).toHaveLength(3);
    expect(await screen.findAllByText('每单佣金 ¥1.99')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '分享《四级核心词汇》' })).toBeTruthy();
  });

  test('someone who has shared nothing is told how promotion works', async () => {
    await signInOnDemo('13912340083');
    renderRoute('/me/promotion');
    expect(await screen.findByText(/还没有推广订单/)).toBeTruthy();
  });
});

describe('issue: /creator/feedback 读者反馈 (未读 / 已读, opening marks read, reply, text never HTML)', () => {
  test('reader markup shows as text: no element is made from it', async () => {
    await signInOnDemo(LIN);
    renderRoute('/creator/feedback');
    const list = await screen.findByRole('list', { name: '读者反馈列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText(/<img src=x onerror="alert\(1\)"><b>很好用<\/b>/)).toBeTruthy();
    expect(list.querySelector('img, b')).toBeNull();
  });

  test('opening one marks it read and shows the book’s 好评率; a reply shows under it and is kept', async () => {
    await signInOnDemo(LIN);
    renderRoute('/creator/feedback');
    const list = await screen.findByRole('list', { name: '读者反馈列表' });
    await userEvent.click(within(list).getByRole('button', { name: /排序能不能按真题频率/ }));
    expect(await screen.findByText(/^这本书 好评率 \d+% · 共 \d+ 条评价$/)).toBeTruthy();
    const id = demoStore.read().creator_feedback.find((f) => f.content.includes('真题频率'))!;
    expect(demoStore.read().creator_feedback.find((f) => f.feedback_id === id.feedback_id)!.read).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: '回复读者' }), '下个版本会按真题频率排序');
    await userEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('我的回复：下个版本会按真题频率排序')).toBeTruthy();
    expect(demoStore.read().creator_feedback.find((f) => f.feedback_id === id.feedback_id)!.reply).toBe(
      '下个版本会按真题频率排序',
    );
  });

  test('已读 lists the read ones; the tab is kept in the address', async () => {
    await signInOnDemo(LIN);
    const { router } = renderRoute('/creator/feedback');
    await screen.findByRole('list', { name: '读者反馈列表' });
    await userEvent.click(screen.getByRole('tab', { name: '已读' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '读者反馈列表' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('?tab=read');
  });
});
