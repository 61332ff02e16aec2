// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { studyOneDay } from '../../src/demo/handlers/learnReward';
import { PERSONA } from '../../src/demo/personas';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, signInOnDemo } from './render';

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

describe('issue: /invite-friend', () => {
  test('signed out it asks for sign-in, and shows no code', async () => {
    renderRoute('/invite-friend');
    expect(await screen.findByRole('heading', { name: '登录后邀请好友' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByText('HKJ1VC')).toBeNull();
  });

  test('my code, my link /invite/<hua id> with its QR code, and my friends; a finished friend’s reward is claimed', async () => {
    await signInOnDemo(PERSONA.vip);
    renderRoute('/invite-friend');
    expect(await screen.findByText('HKJ1VC')).toBeTruthy();
    expect(screen.getByText('已邀请 2/20 人')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/invite/888888`)).toBeTruthy();
    expect(screen.getByRole('img', { name: '邀请链接二维码' })).toBeTruthy();
    const friends = screen.getByRole('region', { name: '已邀请的好友' });
    expect(within(friends).getByText('已学习 1/3 天')).toBeTruthy();
    await userEvent.click(within(friends).getByRole('button', { name: '领取7天' }));
    expect(await screen.findByText('已领取7天VIP')).toBeTruthy();
    expect(within(friends).getByText('已领取')).toBeTruthy();
    expect(within(friends).queryByRole('button', { name: '领取7天' })).toBeNull();
  });

  test('a new account has invited nobody yet, and says how to start', async () => {
    await signInOnDemo('13912340011');
    renderRoute('/invite-friend');
    expect(await screen.findByText(/还没有好友加入/)).toBeTruthy();
    expect(screen.getByText('已邀请 0/20 人')).toBeTruthy();
  });
});

describe('issue: /free-vip', () => {
  test('signed out it shows the four steps with 登录参加 as the current one', async () => {
    renderRoute('/free-vip');
    const steps = await screen.findByRole('list', { name: '领取步骤' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('登录账号'),
      expect.stringContaining('填写好友的邀请码'),
      expect.stringContaining('在App学习满3天'),
      expect.stringContaining('领取15天VIP'),
    ]);
    expect(screen.getByRole('button', { name: '登录参加' })).toBeTruthy();
  });

  test('a new account enters a code, studies 3 days and claims: the new VIP end date shows', async () => {
    await signInOnDemo('13912340012');
    renderRoute('/free-vip');
    const input = await screen.findByRole('textbox', { name: '好友的邀请码' });
    await userEvent.type(input, 'nope');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('邀请码不存在，请向好友确认')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'hkj1vc');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已学习 0/3 天')).toBeTruthy();
    for (let day = 0; day < 3; day += 1) demoStore.change((state) => studyOneDay(state, demoStore.now()));
    await userEvent.click(screen.getByRole('button', { name: '我已学习，刷新进度' }));
    await userEvent.click(await screen.findByRole('button', { name: '领取15天VIP' }));
    expect(await screen.findByRole('heading', { name: '已领取15天VIP' })).toBeTruthy();
    const end = new Date(demoStore.now() + 15 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(screen.getByText(`VIP会员有效期至 ${end}`)).toBeTruthy();
  });

  test('not eligible: an account of long standing is told why, and offered 去邀请好友', async () => {
    await signInOnDemo(PERSONA.vip);
    renderRoute('/free-vip');
    expect(await screen.findByRole('heading', { name: '暂不符合领取条件' })).toBeTruthy();
    expect(screen.getByText(/本活动仅限注册7天内的新用户参加，你的账号注册于 \d{4}-\d{2}-\d{2}/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去邀请好友' }));
    await waitFor(() => expect(screen.getByText('HKJ1VC')).toBeTruthy());
  });
});
