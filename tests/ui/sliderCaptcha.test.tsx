// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SliderCaptchaView } from '../../src/ui/login/SliderCaptchaView';
import { renderUi } from './render';
import classes from '../../src/ui/login/SliderCaptchaView.module.css';

type Props = ComponentProps<typeof SliderCaptchaView>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderView(overrides: Partial<Props> = {}) {
  const props: Props = {
    status: 'ready',
    backgroundBase64: 'iVBORw0KGgo=',
    pieceBase64: 'iVBORw0KGgp=',
    onRelease: vi.fn<Props['onRelease']>(),
    onRefresh: vi.fn<Props['onRefresh']>(),
    ...overrides,
  };
  const view = renderUi(<SliderCaptchaView {...props} />);
  const rerender = (next: Partial<Props>) => view.rerender(<SliderCaptchaView {...props} {...next} />);
  return { props, rerender, thumb: screen.getByRole('slider', { name: '拖动滑块完成拼图' }) };
}

/** jsdom has no layout: report every observed element as `width` px wide. */
function layoutWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = {
          target,
          contentRect: { width, height: width / 2 },
          borderBoxSize: [{ inlineSize: width, blockSize: width / 2 }],
        };
        this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

const MOUSE = { key: 'MouseLeft', name: 'mouse' };
const FINGER = { key: 'TouchA', name: 'TouchA' };

async function drag(thumb: HTMLElement, fromX: number, toX: number, pointer = MOUSE) {
  await userEvent.pointer([
    { keys: `[${pointer.key}>]`, target: thumb, coords: { clientX: fromX } },
    { pointerName: pointer.name, target: thumb, coords: { clientX: (fromX + toX) / 2 } },
    { pointerName: pointer.name, target: thumb, coords: { clientX: toX } },
    { keys: `[/${pointer.key}]`, target: thumb },
  ]);
}

const piece = () => document.querySelector<HTMLImageElement>(`.${classes.piece}`)!;

describe('slider captcha: dragging', () => {
  test('dragging the thumb reports the moved distance and the measured image width on release', async () => {
    layoutWidth(343);
    const { props, thumb } = renderView();
    await waitFor(() => expect(thumb.getAttribute('aria-valuemax')).toBe(String(343 - 44)));
    await drag(thumb, 30, 150);
    expect(props.onRelease).toHaveBeenCalledExactlyOnceWith(120, 343);
  });

  test('a touch drag works the same (touch-only browsers send pointer events)', async () => {
    const { props, thumb } = renderView();
    await drag(thumb, 10, 60, FINGER);
    expect(props.onRelease).toHaveBeenCalledExactlyOnceWith(50, 310);
  });

  test('the piece moves with the thumb', async () => {
    const { thumb } = renderView();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: thumb, coords: { clientX: 10 } },
      { target: thumb, coords: { clientX: 95 } },
    ]);
    expect(thumb.getAttribute('aria-valuenow')).toBe('85');
    expect(thumb.style.left).toBe('85px');
    expect(piece().style.left).toBe('85px');
  });

  test('without a measured width the image counts as 310 px, and the thumb stops at the end of the track', async () => {
    const { props, thumb } = renderView();
    await drag(thumb, 0, 1000);
    expect(props.onRelease).toHaveBeenCalledExactlyOnceWith(310 - 44, 310);
  });

  test('a tap without movement is not an answer', async () => {
    const { props, thumb } = renderView();
    await drag(thumb, 40, 40);
    expect(props.onRelease).not.toHaveBeenCalled();
  });
});

describe('slider captcha: keyboard', () => {
  test('ArrowRight and ArrowLeft move by 2 px, Enter releases', async () => {
    const { props, thumb } = renderView();
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(thumb.getAttribute('aria-valuenow')).toBe('4');
    expect(piece().style.left).toBe('4px');
    await userEvent.keyboard('{Enter}');
    expect(props.onRelease).toHaveBeenCalledExactlyOnceWith(4, 310);
  });
});

describe('slider captcha: states', () => {
  test('the refresh button (换一张) calls onRefresh', async () => {
    const { props } = renderView();
    await userEvent.click(screen.getByRole('button', { name: '换一张' }));
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });

  test('the close button shows only with onClose, and calls it', async () => {
    renderView();
    expect(screen.queryByRole('button', { name: '关闭验证' })).toBeNull();
    cleanup();
    const onClose = vi.fn();
    renderView({ onClose });
    await userEvent.click(screen.getByRole('button', { name: '关闭验证' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('the hint 向右拖动滑块完成拼图 shows in the track before dragging', () => {
    renderView();
    expect(screen.getByText('向右拖动滑块完成拼图')).toBeTruthy();
  });

  test('verifying disables the thumb and shows a loader', async () => {
    const { props, thumb } = renderView({ status: 'verifying' });
    expect(thumb.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('正在验证')).toBeTruthy();
    await drag(thumb, 0, 100);
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(thumb.getAttribute('aria-valuenow')).toBe('0');
    expect(props.onRelease).not.toHaveBeenCalled();
  });

  test('failed shows the message in the track, and the thumb springs back when ready again', async () => {
    const { thumb, rerender } = renderView();
    await drag(thumb, 0, 100);
    rerender({ status: 'verifying' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('100');
    rerender({ status: 'failed', message: '验证失败，请重试' });
    expect(screen.getByText('验证失败，请重试')).toBeTruthy();
    expect(document.querySelector(`.${classes.track}`)!.hasAttribute('data-failed')).toBe(true);
    expect(thumb.getAttribute('aria-valuenow')).toBe('100');
    rerender({ status: 'ready' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('向右拖动滑块完成拼图')).toBeTruthy();
  });

  test('loading shows a skeleton instead of the images', () => {
    const { thumb } = renderView({ status: 'loading' });
    expect(screen.queryByAltText('拼图背景')).toBeNull();
    expect(document.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(thumb.getAttribute('aria-disabled')).toBe('true');
  });

  test('error shows the message and keeps the refresh button', async () => {
    const { props } = renderView({ status: 'error', message: '验证图片加载失败' });
    expect(screen.getByRole('alert').textContent).toBe('验证图片加载失败');
    await userEvent.click(screen.getByRole('button', { name: '换一张' }));
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });
});
