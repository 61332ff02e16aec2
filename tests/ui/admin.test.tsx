// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { AUTHOR_PHONES, PERSONA, STAFF } from '../../src/demo/personas';
import { api } from '../../src/routes/api';
import { clientStore, envFacts } from '../../src/routes/app';
import { DeskSplit } from '../../src/ui/admin/DeskSplit';
import { demoStore, renderRoute, renderUi, server, signInEverywhere, signInOnDemo } from './render';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const [MANAGER, ADMIN] = Object.keys(STAFF) as [string, string];

describe('issue 54 roles: the console’s entry and its guard', () => {
  test('我的 shows 管理后台 to a manager, and not to a learner', async () => {
    await signInEverywhere(MANAGER);
    renderRoute('/me');
    expect(await screen.findByRole('button', { name: /管理后台/ })).toBeTruthy();
    cleanup();
    await signInEverywhere('13912340091');
    renderRoute('/me');
    await screen.findByRole('button', { name: /我的订单/ });
    expect(screen.queryByRole('button', { name: /管理后台/ })).toBeNull();
  });

  test('a learner who opens /admin directly sees 无权访问 with 返回首页 (the server’s 403)', async () => {
    await signInOnDemo('13912340092');
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  test('a manager opening the admin-only audit log sees 无权访问 too', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy();
  });

  test('a failed read says so with 重试, which reads again', async () => {
    await signInOnDemo(MANAGER);
    let calls = 0;
    server.use(
      http.post(`${envFacts.apiURL}/ugc/v1/admin/books/review/page`, () =>
        ++calls === 1 ? jsonResponse({ code: 500, message: '服务器出错' }, 500) : undefined,
      ),
    );
    renderRoute('/admin/reviews');
    expect(await screen.findByRole('heading', { name: '待审核作品加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /四级听力场景词/ })).toBeTruthy();
  });
});

describe('issue 54 /admin 管理后台', () => {
  test('the count of books in review opens 内容审核; the admin also has 验证码查询记录', async () => {
    await signInOnDemo(ADMIN);
    const { router } = renderRoute('/admin');
    const count = await screen.findByRole('button', { name: /1\s*作品待审核/ });
    expect(screen.getByRole('button', { name: /验证码查询记录/ })).toBeTruthy();
    await userEvent.click(count);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reviews'));
  });

  test('a manager’s tools leave out the admin’s audit log', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin');
    await screen.findByRole('button', { name: /用户查询/ });
    expect(screen.queryByRole('button', { name: /验证码查询记录/ })).toBeNull();
  });
});

describe('issue 54 内容审核', () => {
  test('驳回 without a reason says 请填写驳回理由; with one the book is 未通过 for its creator and leaves the list', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/reviews');
    await userEvent.click(await screen.findByRole('button', { name: /四级听力场景词/ }));
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写驳回理由')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/驳回理由/), '例句缺少出处');
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    expect(screen.getByText('没有待审核的作品')).toBeTruthy();
    const book = demoStore.read().ugc_books.find((b) => b.ugc_book_id === '8100002')!;
    expect([book.status, book.reason]).toEqual(['REJECTED', '例句缺少出处']);
  });
});

describe('issue 54 用户查询 and 查看验证码', () => {
  test('a 花号 written h888888 finds the VIP persona; the detail shows VIP standing, sign-in methods and orders', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/users');
    await screen.findByRole('list', { name: '最新注册的用户' });
    await userEvent.type(screen.getByLabelText(/查找用户/), 'H888888');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    const results = await screen.findByRole('list', { name: '查询结果' });
    expect(within(results).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(results).getByRole('button', { name: /花友0888/ }));
    const detail = await screen.findByRole('region', { name: '花友0888' });
    expect(within(detail).getByText(PERSONA.vip)).toBeTruthy();
    expect(within(detail).getByText(/会员至/)).toBeTruthy();
    expect(within(detail).getByText('微信')).toBeTruthy();
  });

  test('an unknown 花号 finds nobody, in words', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/users');
    await screen.findByRole('list', { name: '最新注册的用户' });
    await userEvent.type(screen.getByLabelText(/查找用户/), 'h1');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有找到用户，请核对后重新输入')).toBeTruthy();
  });

  test('查看验证码 asks why, with the phone, then shows the code the SMS carried', async () => {
    const learner = AUTHOR_PHONES['900003']!;
    await signInOnDemo(learner);
    await signInOnDemo(MANAGER);
    const code = demoStore.read().sms[learner]!.code;
    renderRoute('/admin/users');
    await screen.findByRole('list', { name: '最新注册的用户' });
    await userEvent.type(screen.getByLabelText(/查找用户/), learner);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(learner) }));
    await userEvent.click(await screen.findByRole('button', { name: '查看验证码' }));
    expect(screen.getByText('请先填写查询原因')).toBeTruthy();
    expect(screen.getByText(new RegExp(`将查看手机号 ${learner}`))).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/查询原因/), '用户来电收不到短信');
    await userEvent.click(screen.getByRole('button', { name: '查看验证码' }));
    expect(await screen.findByText(code)).toBeTruthy();
    expect(screen.getByText('60 秒后自动隐藏')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(screen.queryByText(code)).toBeNull();
    expect(demoStore.read().code_lookups.map((l) => l.reason)).toEqual(['用户来电收不到短信']);
  });
});

describe('issue 54 兑换码', () => {
  test('a batch of 501 is refused under 数量; a batch of 2 shows its codes and tops the 生成记录', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/redeem');
    expect(await screen.findByText('还没有生成过兑换码')).toBeTruthy();
    const count = screen.getByLabelText(/数量/);
    await userEvent.clear(count);
    await userEvent.type(count, '501');
    await userEvent.click(screen.getByRole('button', { name: '生成' }));
    expect(await screen.findByText('数量为1–500的整数')).toBeTruthy();
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: '生成' }));
    expect(await screen.findByText('已生成 2 个兑换码')).toBeTruthy();
    const codes = demoStore.read().redeem_batches[0]!.codes.map((c) => c.code);
    expect(screen.getByLabelText('兑换码').textContent).toBe(codes.join('\n'));
    expect(await screen.findByRole('button', { name: /30天VIP会员 × 2/ })).toBeTruthy();
  });
});

describe('issue 54 desk layout', () => {
  test('the list and the chosen detail are both in the page, the detail with 返回列表 (the CSS shows one at 375 px)', () => {
    renderUi(<DeskSplit list={<p>列表</p>} detail={<p>详情</p>} placeholder="选择" onClose={() => {}} />);
    expect(screen.getByText('列表')).toBeTruthy();
    expect(screen.getByText('详情')).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回列表/ })).toBeTruthy();
  });
});

describe('issue 54 反馈处理', () => {
  test('a reader’s report, filtered by type, is marked read when opened; the reply reaches the reporter’s 消息', async () => {
    const reporter = '13912340093';
    await signInOnDemo(reporter);
    await api.books.reportLibraryBook({ path: { library_book_id: '1' }, body: { reason: '第 12 张卡片释义错误' } });
    await signInOnDemo(MANAGER);
    renderRoute('/admin/feedback');
    await screen.findByRole('list', { name: '反馈列表' });
    await userEvent.selectOptions(screen.getByLabelText('类型'), 'REPORT');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const list = await screen.findByRole('list', { name: '反馈列表' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /举报 · 《四级核心词汇》/ }));
    await waitFor(() => expect(demoStore.read().creator_feedback.find((f) => f.type === 'REPORT')?.read).toBe(true));
    await userEvent.type(screen.getByLabelText(/^回复/), '已核实并修正，谢谢');
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    expect(await screen.findByText('已回复')).toBeTruthy();
    const reporterId = demoStore.read().users.find((u) => u.phone === reporter)!.user_id;
    const letter = demoStore.read().letters.find((l) => l.user_id === reporterId)!;
    expect([letter.title, letter.read_at]).toEqual(['你的反馈有了回复', null]);
    expect(letter.content).toContain('已核实并修正，谢谢');
  });

  test('调整评分 asks first with the old and new scores; confirmed, the book’s rating is the new one', async () => {
    await signInOnDemo('13912340094');
    await api.books.reportLibraryBook({ path: { library_book_id: '1' }, body: { reason: '刷分' } });
    await signInOnDemo(MANAGER);
    renderRoute('/admin/feedback');
    await userEvent.click(await screen.findByRole('button', { name: /举报 · 《四级核心词汇》/ }));
    const before = (await api.feedback.getRemarkRatio({ path: { book_id: '1' } })).average;
    await screen.findByText(`当前评分：${before}`);
    await userEvent.type(screen.getByLabelText(/新评分/), '5.5');
    await userEvent.click(screen.getByRole('button', { name: '调整' }));
    expect(await screen.findByText('评分为0–5，最多一位小数')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/新评分/));
    await userEvent.type(screen.getByLabelText(/新评分/), '3.2');
    await userEvent.click(screen.getByRole('button', { name: '调整' }));
    expect(
      await screen.findByText(`《四级核心词汇》的评分将从 ${before} 改为 3.2，书籍页面会立即显示新评分。`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定调整' }));
    expect(await screen.findByText(`评分已从 ${before} 改为 3.2`)).toBeTruthy();
    expect((await api.books.getLibraryBook({ path: { library_book_id: '1' } })).rating).toBe(3.2);
  });
});

describe('issue 54 数据恢复', () => {
  test('the admin types the user id again before 确定恢复 is possible; a manager sees 无权访问', async () => {
    await signInOnDemo(MANAGER);
    renderRoute('/admin/recover');
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeTruthy();
    cleanup();
    await signInOnDemo(ADMIN);
    renderRoute('/admin/recover');
    const panel = await screen.findByRole('region', { name: '恢复学习进度' });
    const userId = demoStore.read().users.find((u) => u.phone === ADMIN)!.user_id;
    await userEvent.type(within(panel).getByLabelText('用户ID'), userId);
    await userEvent.click(within(panel).getByRole('button', { name: '恢复' }));
    const confirm = within(panel).getByRole('button', { name: '确定恢复' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(panel).getByLabelText('确认ID'), userId);
    await userEvent.click(within(panel).getByRole('button', { name: '确定恢复' }));
    expect(await within(panel).findByText(new RegExp(`已恢复 ${userId}`))).toBeTruthy();
    expect(demoStore.read().recoveries).toHaveLength(1);
  });
});

describe('issue 54 资料审核', () => {
  test('a nickname change approved is applied, and leaves the list; the count on /admin says how many wait', async () => {
    await signInOnDemo(MANAGER);
    const { router } = renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: /2\s*资料待审核/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profiles'));
    await userEvent.click(await screen.findByRole('button', { name: /昵称：木木老师/ }));
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /昵称：木木老师/ })).toBeNull();
    expect(demoStore.read().users.some((u) => u.nickname === '木木老师')).toBe(true);
  });
});
