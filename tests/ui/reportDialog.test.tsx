// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ReportDialog } from '../../src/ui/library/ReportDialog';
import { renderUi } from './render';

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: '提交' });

describe('spec §7 library/report: 报告问题 on a book', () => {
  test('a reason must be chosen before 提交 sends it', async () => {
    const onSubmit = vi.fn();
    renderUi(<ReportDialog opened busy={false} onSubmit={onSubmit} onClose={() => {}} />);
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '侵权或盗版' }));
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith('侵权或盗版');
  });

  test('其他问题 asks for a description, and sends the description', async () => {
    const onSubmit = vi.fn();
    renderUi(<ReportDialog opened busy={false} onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: '其他问题' }));
    expect(submit()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('请描述问题'), '  第3章例句重复  ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith('第3章例句重复');
  });

  test('while sending it cannot be sent again or closed; a failure shows its reason', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderUi(<ReportDialog opened busy error="请检查网络连接" onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toBe('请检查网络连接');
    expect(screen.getByRole('button', { name: '取消' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
