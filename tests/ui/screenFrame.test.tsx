// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ScreenFrame, ScreenSkeleton } from '../../src/ui/shell/ScreenFrame';
import { renderUi } from './render';

describe('issue 58: a data page’s skeleton stands in the frame of its screen', () => {
  test('the screen’s frame: its title is the page’s heading, in the title bar', () => {
    const { container } = renderUi(<ScreenFrame title="书籍详情">内容</ScreenFrame>);
    const heading = within(container).getByRole('heading', { name: '书籍详情', level: 1 });
    expect(heading.closest('header')).not.toBeNull();
  });

  test('before the title is known: a title bar whose title is empty (a bar in its place), over a busy 加载中 placeholder', () => {
    const { container } = renderUi(<ScreenSkeleton />);
    const header = container.querySelector('header');
    expect(header?.textContent).toBe('');
    // The element the servers fill in the HTML (scripts/screenTitles.ts); empty, its style draws the bar.
    expect(header?.querySelector('[data-screen-title]')?.childNodes.length).toBe(0);
    expect(within(container).getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
  });

  test('with the route’s title: shown in the title bar, but not as a heading, which is the screen’s to give', () => {
    const { container } = renderUi(<ScreenSkeleton title="拼团购书" />);
    expect(container.querySelector('header')?.textContent).toBe('拼团购书');
    expect(within(container).queryByRole('heading')).toBeNull();
  });
});
