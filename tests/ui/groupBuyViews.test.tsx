// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GROUP_SAMPLES } from '../../src/machines/groupBuy.model';
import { Countdown } from '../../src/ui/groupbuy/Countdown';
import { GroupBuyBlock } from '../../src/ui/groupbuy/GroupBuyBlock';
import { GroupLoadFailed } from '../../src/ui/groupbuy/GroupStates';
import { GroupSeats } from '../../src/ui/groupbuy/GroupSeats';
import { MyGroupsView } from '../../src/ui/groupbuy/MyGroupsView';
import { renderUi } from './render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const { GROUP, GROUP_PAGES } = GROUP_SAMPLES;

describe('group buy views', () => {
  test('the join page countdown shows hh:mm:ss and ticks down each second', () => {
    vi.useFakeTimers();
    renderUi(<Countdown remainingMs={2 * 3_600_000 + 5_000} label="距结束" />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距结束 02小时00分05秒');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距结束 02小时00分02秒');
  });

  test('a group that fails to load says why, with 重试 and the way home every problem screen has (返回首页)', async () => {
    const onRetry = vi.fn();
    const onHome = vi.fn();
    renderUi(<GroupLoadFailed error="服务器开小差了" onRetry={onRetry} onHome={onHome} />);
    expect(screen.getByRole('heading', { name: '拼团加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect([onRetry.mock.calls.length, onHome.mock.calls.length]).toEqual([1, 1]);
  });

  test('the seats show each member (the leader marked 团长) and one empty seat per missing member', () => {
    renderUi(<GroupSeats members={GROUP.members} size={3} />);
    expect(screen.getByRole('list', { name: '1/3 人' })).toBeTruthy();
    expect(screen.getByText('团长')).toBeTruthy();
    expect(screen.getAllByLabelText('空位')).toHaveLength(2);
    expect(screen.getAllByText('待加入')).toHaveLength(2);
  });

  test('an ended group does not say its empty seats are waiting', () => {
    renderUi(<GroupSeats members={GROUP.members} size={3} open={false} />);
    expect(screen.queryByText('待加入')).toBeNull();
  });

  test('the book page block: 发起拼团 at the group price beside 单独购买 at the original price, free start and open groups', async () => {
    const events = {
      onInitiate: vi.fn(),
      onStartFree: vi.fn(),
      onBuyAlone: vi.fn(),
      onOpenGroup: vi.fn(),
      onMyGroups: vi.fn(),
    };
    renderUi(
      <GroupBuyBlock
        groupSize={3}
        durationHours={24}
        groupPrice={990}
        originalPrice={1990}
        mine={null}
        openGroups={[GROUP]}
        freeTimes={1}
        busy={false}
        notice=""
        {...events}
      />,
    );
    expect(screen.getByText('3人成团 · 24小时内有效')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /发起拼团\s*¥9\.90/ }));
    await userEvent.click(screen.getByRole('button', { name: /单独购买\s*¥19\.90/ }));
    await userEvent.click(screen.getByRole('button', { name: '免费开团（还剩1次）' }));
    await userEvent.click(screen.getByRole('button', { name: '去参团' }));
    expect(events.onInitiate).toHaveBeenCalledOnce();
    expect(events.onBuyAlone).toHaveBeenCalledOnce();
    expect(events.onStartFree).toHaveBeenCalledOnce();
    expect(events.onOpenGroup).toHaveBeenCalledWith('9001');
  });

  test('the block shows my open group instead of 发起拼团', () => {
    const mine = GROUP_PAGES.leader.group!;
    renderUi(
      <GroupBuyBlock
        groupSize={3}
        durationHours={24}
        groupPrice={990}
        originalPrice={1990}
        mine={mine}
        openGroups={[]}
        freeTimes={1}
        busy={false}
        notice=""
        onInitiate={() => {}}
        onStartFree={() => {}}
        onBuyAlone={() => {}}
        onOpenGroup={() => {}}
        onMyGroups={() => {}}
      />,
    );
    expect(screen.getByText('你的拼团进行中，还差2人')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /发起拼团/ })).toBeNull();
  });

  test('我的拼团 has the tabs 全部 / 拼团中 / 已成团 / 拼团失败, each listing its groups', async () => {
    const groups = [GROUP_PAGES.leader.group!, GROUP_PAGES.succeeded.group!, GROUP_PAGES.ended.group!];
    const onTab = vi.fn();
    const { rerender } = renderUi(<MyGroupsView groups={groups} tab="all" onTab={onTab} onOpen={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '拼团中', '已成团', '拼团失败']);
    expect(screen.getAllByText('四级核心词汇')).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: '拼团失败' }));
    expect(onTab).toHaveBeenCalledWith('failed');
    rerender(<MyGroupsView groups={groups} tab="failed" onTab={onTab} onOpen={() => {}} />);
    expect(screen.getAllByText('四级核心词汇')).toHaveLength(1);
    expect(screen.getAllByText('拼团失败').length).toBeGreaterThan(1);
  });
});
