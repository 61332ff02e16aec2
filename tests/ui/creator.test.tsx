// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { reviewApplication } from '../../src/demo/handlers/creator';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, signInOnDemo } from './render';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  clientStore.update({ token: '' });
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

describe('issue: /creator/apply and /creator/apply-status', () => {
  test('an empty submit shows the spec §5 messages, and nothing is sent', async () => {
    await signInOnDemo('13912340071');
    renderRoute('/creator/apply');
    // The seeded authors are approved creators already; nothing may join them.
    const before = Object.keys(demoStore.read().creator_applications);
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    for (const text of ['请输入姓名', '请输入详细地址', '邮政编码不正确']) expect(screen.getByText(text)).toBeTruthy();
    expect(Object.keys(demoStore.read().creator_applications)).toEqual(before);
  });

  test('a filled form is sent and the status page says 审核中; the form then leads there directly', async () => {
    await signInOnDemo('13912340072');
    const { router } = renderRoute('/creator/apply');
    await screen.findByRole('button', { name: '提交申请' });
    await fill({ 姓名: '王小明', 手机号: '13912340072', 详细地址: '北京市海淀区中关村大街1号', 邮政编码: '100080' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('heading', { name: '审核中' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/apply-status');
    cleanup();
    const again = renderRoute('/creator/apply');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/creator/apply-status'));
  });

  test('a typed form survives a reload (the draft is kept for the session)', async () => {
    renderRoute('/creator/apply');
    await fill({ 姓名: '李雷', 详细地址: '上海市徐汇区漕溪北路88号' });
    cleanup();
    renderRoute('/creator/apply');
    expect(((await screen.findByRole('textbox', { name: /^姓名/ })) as HTMLInputElement).value).toBe('李雷');
  });

  test('a corrupt draft starts an empty form instead of failing', async () => {
    sessionStorage.setItem('creator-apply-draft', '{not json');
    renderRoute('/creator/apply');
    expect(((await screen.findByRole('textbox', { name: /^姓名/ })) as HTMLInputElement).value).toBe('');
  });

  test('rejected: the status says why and offers 重新申请, and the form shows the reason', async () => {
    await signInOnDemo('13912340073');
    demoStore.change((state) => {
      const me = state.users.find((u) => u.phone === '13912340073')!;
      state.creator_applications[me.user_id] = {
        name: '韩梅梅',
        phone: '13912340073',
        address: '广州市天河区体育西路1号',
        postcode: '510000',
        intro: '',
        status: 'PENDING',
        reason: null,
        submitted_at: demoStore.now(),
        reviewed_at: null,
      };
      reviewApplication(state, demoStore.now(), false);
    });
    renderRoute('/creator/apply-status');
    expect(await screen.findByRole('heading', { name: '未通过审核' })).toBeTruthy();
    expect(screen.getByText(/资料不完整/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(await screen.findByText(/上次申请未通过：资料不完整/)).toBeTruthy();
  });
});
