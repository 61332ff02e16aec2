// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { PERSONA, SEED } from '../../src/demo/personas';
import { clientStore, envFacts } from '../../src/routes/app';
import { sanitizeLetterHtml } from '../../src/ui/me/LetterHtml';
import { demoStore, renderRoute, server, signInEverywhere } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
  delete (window as unknown as Record<string, unknown>)[SEED.letterMarkupFlag];
});

const LIST = `${envFacts.apiURL}/letter/v1/namepace/user/instance/filter_type/:filter/list`;
const [HOSTILE, REPORT, WELCOME] = SEED.letterIds;

const letter = (id: string, title: string) => ({
  instance_letter_id: id,
  title,
  sender: '花卡记忆',
  content: `<p>${title}</p>`,
  created_at: '2026-11-20T08:00:00.000Z',
  read: true,
});

describe('issue 39: /me/messages 消息', { timeout: 30_000 }, () => {
  test('signed out: 登录后查看消息, and no letters', async () => {
    renderRoute('/me/messages');
    expect(await screen.findByRole('heading', { name: '登录后查看消息' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '消息列表' })).toBeNull();
  });

  test('the VIP persona reads its three letters newest first, unread ones marked, previews as plain words', async () => {
    await signInEverywhere(PERSONA.vip);
    renderRoute('/me/messages');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '未读 会员福利活动',
      '未读 本周学习报告',
      '欢迎加入花卡记忆',
    ]);
    expect(within(rows[0]!).getByText('活动小助手：恭喜获得限时福利，点击领取：立即领取')).toBeTruthy();
    expect(list.querySelector('img, script')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: /未读/ }).textContent).toContain('2'));
  });

  test('while the letters load, a busy placeholder shows instead of an empty list', async () => {
    await signInEverywhere(PERSONA.vip);
    server.use(http.get(LIST, () => delay('infinite'), { once: true }));
    renderRoute('/me/messages');
    expect(await screen.findByRole('status', { name: '正在加载消息' })).toBeTruthy();
    expect(screen.queryByText('还没有消息')).toBeNull();
  });

  test('a new account reads 还没有消息, and its 未读 tab 没有未读消息', async () => {
    await signInEverywhere('13900000395');
    renderRoute('/me/messages');
    expect(await screen.findByText('还没有消息')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '未读' }));
    expect(await screen.findByText('没有未读消息')).toBeTruthy();
  });

  test('未读 lists only the unread letters and keeps the tab in the address', async () => {
    await signInEverywhere(PERSONA.vip);
    const { router } = renderRoute('/me/messages');
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(screen.getByRole('tab', { name: /未读/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=unread'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button')).toHaveLength(2),
    );
  });

  test('the list failing says so with 重试, and 重试 loads it', async () => {
    await signInEverywhere(PERSONA.vip);
    server.use(
      http.get(LIST, () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }), { once: true }),
    );
    renderRoute('/me/messages');
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '消息列表' })).toBeTruthy();
  });

  test('the list is paged: 加载更多 appends page 2', async () => {
    await signInEverywhere(PERSONA.vip);
    server.use(
      http.get(LIST, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page_number'));
        return HttpResponse.json({
          items: [letter(String(page), `第${page}页的消息`)],
          total: 2,
          page_number: page,
          has_more: page === 1,
        });
      }),
    );
    renderRoute('/me/messages');
    expect(await screen.findByText('第1页的消息')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第2页的消息')).toBeTruthy();
    expect(screen.getByText('第1页的消息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });
});

describe('issue 39: a letter opens with its text, sanitized (DESIGN §11)', { timeout: 30_000 }, () => {
  test('signed out, a letter asks for a sign-in and shows nothing of it', async () => {
    renderRoute(`/me/messages/${WELCOME}`);
    expect(await screen.findByRole('heading', { name: '登录后查看消息' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  test('the hostile letter renders its words, with no script, no handler and no javascript: link; nothing ran', async () => {
    await signInEverywhere(PERSONA.vip);
    renderRoute(`/me/messages/${HOSTILE}`);
    const article = await screen.findByRole('article', { name: '会员福利活动' });
    expect(within(article).getByText('限时福利')).toBeTruthy();
    expect(article.querySelector('script, [onerror], img')).toBeNull();
    expect(within(article).getByText('立即领取').getAttribute('href')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as Record<string, unknown>)[SEED.letterMarkupFlag]).toBeUndefined();
  });

  test('DESIGN §11: an https image stays, as decoration when it has no alt; styles, frames and forms go', () => {
    expect(sanitizeLetterHtml('<p style="color:red">好</p><img src="https://cdn.example.com/a.png">')).toBe(
      '<p>好</p><img src="https://cdn.example.com/a.png" alt="">',
    );
    expect(sanitizeLetterHtml('<iframe src="https://x.example"></iframe><form><input></form>文字')).toBe('文字');
  });

  test('opening a letter marks it read: /me shows one unread fewer', async () => {
    await signInEverywhere(PERSONA.vip);
    renderRoute('/me');
    expect(await screen.findByLabelText('2条未读')).toBeTruthy();
    cleanup();
    renderRoute(`/me/messages/${REPORT}`);
    await screen.findByRole('article', { name: '本周学习报告' });
    cleanup();
    renderRoute('/me');
    expect(await screen.findByLabelText('1条未读')).toBeTruthy();
  });

  test('a reply is sent, shows under the letter and empties the box; a blank one says why', async () => {
    await signInEverywhere(PERSONA.vip);
    renderRoute(`/me/messages/${WELCOME}`);
    const box = await screen.findByRole('textbox', { name: '回复' });
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('请输入回复内容')).toBeTruthy();
    await userEvent.type(box, '谢谢，已收到');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    const replies = await screen.findByRole('region', { name: '我的回复' });
    expect(within(replies).getByText('谢谢，已收到')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(demoStore.read().letters.find((l) => l.instance_letter_id === WELCOME)!.comments).toHaveLength(1);
  });

  test.each([
    ['an id that is not a letter id', '/me/messages/abc%3Cx%3E'],
    ["a letter that does not exist, or is another account's", '/me/messages/42'],
  ])('%s reads 消息不存在 with a way back', async (_, path) => {
    await signInEverywhere(PERSONA.vip);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: '消息不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回消息' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/messages'));
  });

  test('a letter that fails to load says why with 重试', async () => {
    await signInEverywhere(PERSONA.vip);
    server.use(
      http.get(
        `${envFacts.apiURL}/letter/v1/namepace/user/instance/:id`,
        () => HttpResponse.json({ code: 500, message: '服务繁忙' }, { status: 500 }),
        { once: true },
      ),
    );
    renderRoute(`/me/messages/${WELCOME}`);
    expect(await screen.findByRole('heading', { name: '消息加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '欢迎加入花卡记忆' })).toBeTruthy();
  });
});

describe('issue 39: the unread count on / and /me', { timeout: 30_000 }, () => {
  test('/me has a 消息 row with the unread count, and it opens 消息', async () => {
    await signInEverywhere(PERSONA.vip);
    const { router } = renderRoute('/me');
    const entries = within(await screen.findByRole('navigation', { name: '我的服务' }));
    const row = entries.getByRole('button', { name: /消息/ });
    await waitFor(() => expect(within(row).getByLabelText('2条未读')).toBeTruthy());
    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/messages'));
  });

  test('the home page shows 消息 with the unread count', async () => {
    await signInEverywhere(PERSONA.vip);
    renderRoute('/');
    const shortcuts = within(await screen.findByRole('navigation', { name: '常用功能' }));
    expect(await shortcuts.findByRole('link', { name: '消息，2条未读' })).toBeTruthy();
  });

  test('with nothing unread, no count shows', async () => {
    await signInEverywhere('13900000396');
    renderRoute('/');
    const shortcuts = within(await screen.findByRole('navigation', { name: '常用功能' }));
    await screen.findByText(/解锁全部书籍/);
    expect(shortcuts.getByRole('link', { name: '消息' })).toBeTruthy();
  });
});
