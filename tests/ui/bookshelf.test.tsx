// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { encodeBookCode } from '../../src/lib/bookCode';
import { chinaDate } from '../../src/lib/studyDates';
import { clientStore, envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

const DAY = 86_400_000;

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const row = (title: string) => within(screen.getByRole('article', { name: title }));

describe('issue 学习 §3: /me/books 我的书架', { timeout: 20_000 }, () => {
  test('signed out: 登录后查看我的书架, and no books', async () => {
    renderRoute('/me/books');
    expect(await screen.findByRole('heading', { name: '登录后查看我的书架' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '我的书' })).toBeNull();
  });

  test('a skeleton while the shelf loads, then the VIP persona’s leases: running, about to end, and ended', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me/books');
    expect(await screen.findByRole('status', { name: '正在加载书架' })).toBeTruthy();
    await screen.findByRole('region', { name: '我的书' });
    const leases = demoStore.read().leases;
    const endOf = (bookId: string) => chinaDate(leases.find((l) => l.library_book_id === bookId)!.ends_at);
    expect(row('六级词汇精讲').getByText('租阅中')).toBeTruthy();
    expect(row('六级词汇精讲').getByText(`${endOf('2')} 到期`)).toBeTruthy();
    expect(row('药理学速记').getByText('即将到期')).toBeTruthy();
    expect(row('药理学速记').getByText(`还剩2天，${endOf('7')} 到期`)).toBeTruthy();
    expect(row('中国通史卡片').getByText('租期已结束')).toBeTruthy();
    expect(row('中国通史卡片').getByRole('button', { name: '租借并生成学习计划' })).toBeTruthy();
    expect(row('中国通史卡片').queryByRole('button', { name: '开始学习' })).toBeNull();
  });

  test('issue 57: a book whose author published a newer release than the one held says 有更新, with what changed; a failed check leaves it out', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me/books');
    await screen.findByRole('region', { name: '我的书' });
    // The persona took its leases when v2 was current; its authors have published v3 since.
    expect(await row('六级词汇精讲').findByText('有更新 v3')).toBeTruthy();
    cleanup();
    server.use(
      http.get(`${envFacts.apiURL}/hpkg/v1/package/check_updates/:uuid/:tag`, () =>
        HttpResponse.json({ message: '服务器繁忙' }, { status: 500 }),
      ),
    );
    renderRoute('/me/books');
    await screen.findByRole('region', { name: '我的书' });
    expect(row('六级词汇精讲').getByText('租阅中')).toBeTruthy();
    expect(row('六级词汇精讲').queryByText(/有更新/)).toBeNull();
  });

  test('开始学习 opens the app landing and 学习计划 the plan of that book', async () => {
    await signInOnDemo('13800000888');
    const first = renderRoute('/me/books');
    await screen.findByRole('region', { name: '我的书' });
    await userEvent.click(row('六级词汇精讲').getByRole('button', { name: '开始学习' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/go/landing'));
    cleanup();
    const second = renderRoute('/me/books');
    await screen.findByRole('region', { name: '我的书' });
    await userEvent.click(row('六级词汇精讲').getByRole('button', { name: '学习计划' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`/me/plan/${encodeBookCode('2')}`));
  });

  test('an account with no books reads 书架还是空的 with 去书库看看', async () => {
    await signInOnDemo('13900000401');
    const { router } = renderRoute('/me/books');
    expect(await screen.findByRole('heading', { name: '书架还是空的' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去书库看看' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/cm'));
  });

  test('a shelf that fails to load says so with 重试, and 重试 loads it', async () => {
    await signInOnDemo('13800000888');
    server.use(
      http.get(`${envFacts.apiURL}/books/v1/my`, () => HttpResponse.json({ message: '服务器出错' }, { status: 500 }), {
        once: true,
      }),
    );
    renderRoute('/me/books');
    expect(await screen.findByRole('heading', { name: '书架加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '我的书' })).toBeTruthy();
  });

  test('续租 states the price and the new end (from the old end) first; a double tap on 确认租阅 renews once', async () => {
    await signInOnDemo('13800000888');
    renderRoute('/me/books');
    await screen.findByRole('region', { name: '我的书' });
    const oldEnd = demoStore.read().leases.find((l) => l.library_book_id === '7')!.ends_at;
    await userEvent.click(row('药理学速记').getByRole('button', { name: '续租' }));
    const sheet = within(await screen.findByRole('dialog', { name: '续租' }));
    expect(sheet.getByText('VIP免费')).toBeTruthy();
    expect(sheet.getByText(chinaDate(oldEnd + 30 * DAY))).toBeTruthy();
    const confirm = sheet.getByRole('button', { name: '确认租阅' });
    await userEvent.dblClick(confirm);
    expect(await sheet.findByText('续租成功')).toBeTruthy();
    const orders = demoStore.read().orders.filter((o) => o.sku_id === 'lease_7');
    expect(orders).toHaveLength(1);
    await userEvent.click(sheet.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(row('药理学速记').getByText('租阅中')).toBeTruthy());
    expect(row('药理学速记').getByText(`${chinaDate(oldEnd + 30 * DAY)} 到期`)).toBeTruthy();
  });
});
