// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InviteView } from '../../src/ui/invite/InviteView';
import { renderUi } from './render';

const handlers = {
  onAccept: vi.fn(),
  onRetry: vi.fn(),
  onHome: vi.fn(),
  onOpenApp: vi.fn(),
  onInviteFriends: vi.fn(),
};

afterEach(cleanup);

describe('issue 58: the invite landing paints its offer without waiting for the inviter', () => {
  test('while the inviter is read, the offer (7天VIP and the steps) shows at once, under the hero’s skeleton, and its button waits', () => {
    renderUi(<InviteView state={{ kind: 'loading' }} rewardDays={7} {...handlers} />);
    expect(screen.getByRole('status', { name: '邀请加载中' })).toBeTruthy();
    expect(screen.getByText('7天VIP')).toBeTruthy();
    expect(screen.getByText('手机号注册')).toBeTruthy();
    const accept = screen.getByRole('button', { name: '接受邀请，领取VIP' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
  });

  test('once read, the inviter takes the skeleton’s place and the button accepts', () => {
    renderUi(
      <InviteView
        state={{
          kind: 'ready',
          inviter: { userId: '1', nickname: '花友0888', avatarUrl: null },
          signedIn: false,
          busy: false,
        }}
        rewardDays={7}
        {...handlers}
      />,
    );
    expect(screen.queryByRole('status', { name: '邀请加载中' })).toBeNull();
    expect(screen.getByRole('heading', { name: '花友0888' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '接受邀请，领取VIP' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
