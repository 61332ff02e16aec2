// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SquadMember } from '../../src/domain/squad';
import { SquadMembers } from '../../src/ui/squad/SquadMembers';
import { renderUi } from './render';

afterEach(cleanup);

const OWNER: SquadMember = {
  user_id: '1700000000000000001',
  nickname: '花友0888',
  image_url: null,
  role: 'OWNER',
  joined_at: '2026-01-01T00:00:00.000Z',
};
const ME: SquadMember = {
  user_id: '1700000000000000002',
  nickname: '花友5678',
  image_url: null,
  role: 'MEMBER',
  joined_at: '2026-02-01T00:00:00.000Z',
};

describe('issue 58: the squad page paints its card and its way to join before its members, which come after', () => {
  test('while the members load, each seat taken has a row’s shape and the count is already right', () => {
    renderUi(<SquadMembers members={{ kind: 'loading' }} taken={2} freeSeats={2} myUserId="" />);
    expect(screen.getByText('2 人')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(screen.getAllByText('空位，等待好友加入')).toHaveLength(2);
  });

  test('once read: the owner with 队长, me with （我）, then the free seats', () => {
    renderUi(
      <SquadMembers members={{ kind: 'ready', value: [OWNER, ME] }} taken={2} freeSeats={2} myUserId={ME.user_id} />,
    );
    expect(screen.getByText('队长')).toBeTruthy();
    expect(screen.getByText('（我）')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  test('a failure says 小队成员加载失败 with 重试, and the rest of the page stays', async () => {
    const onRetry = vi.fn();
    renderUi(<SquadMembers members={{ kind: 'failed', onRetry }} taken={2} freeSeats={2} myUserId="" />);
    expect(screen.getByRole('alert').textContent).toContain('小队成员加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
