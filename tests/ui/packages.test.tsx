// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonResponse } from '../../src/demo/handlers/kit';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { clientStore, envFacts } from '../../src/routes/app';
import { demoStore, renderRoute, server, signInOnDemo } from './render';

configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

const LIN = AUTHOR_PHONES['900001']!;
const ZHOU = AUTHOR_PHONES['900002']!;
const list = () => screen.findByRole('list', { name: '我的卡包列表' });
const rows = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

describe('issue 57 我的卡包 (/creator/packages)', () => {
  test('林老师 sees his packages with their cards, release and tags', async () => {
    await signInOnDemo(LIN);
    renderRoute('/creator/packages');
    expect(await rows()).toEqual(['四级核心词汇', '六级词汇精讲', '考研英语高频词', '雅思口语话题', '林老师的新卡包']);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('2200 张卡片 · 当前版本 v3 · 已生成《四级核心词汇》');
  });

  test('a learner is sent to where the creator application stands', async () => {
    await signInOnDemo('13912340091');
    const { router } = renderRoute('/creator/packages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/apply-status'));
  });

  test('signed out, closing the sign-in sheet says 登录后查看我的卡包', async () => {
    const { authActor } = await import('../../src/routes/auth/session');
    authActor.send({ type: 'logout' });
    renderRoute('/creator/packages');
    await waitFor(() => expect(authActor.getSnapshot().can({ type: 'dialog.close' })).toBe(true));
    authActor.send({ type: 'dialog.close' });
    expect(await screen.findByRole('heading', { name: '登录后查看我的卡包' })).toBeTruthy();
  });

  test('新建卡包 checks the name first, then opens the new package', async () => {
    await signInOnDemo(ZHOU);
    const { router } = renderRoute('/creator/packages');
    await userEvent.click(await screen.findByRole('button', { name: '新建卡包' }));
    const dialog = await screen.findByRole('dialog', { name: '新建卡包' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入名称')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /卡包名称/ }), '病理学速记');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/creator\/packages\/.+/));
    expect(await screen.findByRole('heading', { name: '病理学速记' })).toBeTruthy();
  });

  test('重命名 changes the row; the server’s refusal shows in the form and keeps what was typed', async () => {
    await signInOnDemo(ZHOU);
    renderRoute('/creator/packages');
    await list();
    await userEvent.click(screen.getByRole('button', { name: '系统解剖学要点 的更多操作' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: '系统解剖学要点' })).findByRole('button', {
        name: '重命名',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '重命名' });
    const input = within(dialog).getByRole('textbox', { name: /卡包名称/ });
    server.use(
      http.post(
        `${envFacts.apiURL}/apkg/v1/package/:uuid/rename`,
        () => jsonResponse({ message: '名称已被占用' }, 409),
        {
          once: true,
        },
      ),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '解剖学图谱');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('名称已被占用')).toBeTruthy();
    expect(input).toHaveProperty('value', '解剖学图谱');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await rows())[0]).toBe('解剖学图谱');
  });

  test('设置标签 keeps the new tags and shows them on the row', async () => {
    await signInOnDemo(ZHOU);
    renderRoute('/creator/packages');
    await list();
    await userEvent.click(screen.getByRole('button', { name: '执业医师考点 的更多操作' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: '执业医师考点' })).findByRole('button', {
        name: '设置标签',
      }),
    );
    const tags = await screen.findByRole('dialog', { name: '设置标签 · 执业医师考点' });
    // The creator's own tags are offered with a tap; a new one is typed.
    expect(await within(tags).findByRole('button', { name: '考试备考', pressed: true })).toBeTruthy();
    await userEvent.click(within(tags).getByRole('button', { name: '医学专业', pressed: false }));
    await userEvent.type(within(tags).getByRole('textbox', { name: /标签/ }), ' 考研必备');
    await userEvent.click(within(tags).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(await list())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('执业医师考点'))!;
    expect(await within(row).findByText('考研必备')).toBeTruthy();
    expect(within(row).getByText('医学专业')).toBeTruthy();
  });

  test('移出列表 takes a package off the list only; 添加已有卡包 puts it back', async () => {
    await signInOnDemo(ZHOU);
    renderRoute('/creator/packages');
    await list();
    await userEvent.click(screen.getByRole('button', { name: '药理学速记 的更多操作' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: '药理学速记' })).findByRole('button', {
        name: '移出列表',
      }),
    );
    await waitFor(async () => expect(await rows()).not.toContain('药理学速记'));
    expect(demoStore.read().packages.some((p) => p.content.name === '药理学速记')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '添加已有卡包' }));
    const dialog = await screen.findByRole('dialog', { name: '添加已有卡包' });
    await within(dialog).findByText('药理学速记');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(async () => expect(await rows()).toContain('药理学速记'));
  });
});
