// @vitest-environment jsdom
import type { Order } from '../../src/domain/order';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'uqr';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { OrderDetailSkeleton, OrderDetailView, OrderProblemView } from '../../src/ui/order/OrderDetailView';
import { DesktopPayView, DesktopQrView } from '../../src/ui/pay/DesktopQrView';
import { MENU_GUIDES, MenuGuide } from '../../src/ui/shell/MenuGuide';
import { PaymentStatusView } from '../../src/ui/pay/PaymentStatusView';
import { renderUi } from './render';
import facts from '../../src/ui/shell/Facts.module.css';

afterEach(cleanup);

const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

describe('issue-6 payment result states (h5-flows: Payments)', () => {
  test.each([
    [{ kind: 'paying' } as const, '正在发起支付…'],
    [{ kind: 'redirecting' } as const, '正在前往支付页面…'],
  ])('%o is a wait with a spinner', (status, title) => {
    renderUi(<PaymentStatusView status={status} />);
    const wait = screen.getByRole('status');
    expect(wait.getAttribute('aria-busy')).toBe('true');
    expect(within(wait).getByText(title)).toBeTruthy();
    expect(wait.querySelector('.mantine-Loader-root')).not.toBeNull();
  });

  test('confirming shows 正在确认支付结果… and which query it is on', () => {
    const { rerender } = renderUi(<PaymentStatusView status={{ kind: 'confirming', attempt: 2, maxAttempts: 5 }} />);
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    expect(screen.getByText(/第2次查询/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    rerender(<PaymentStatusView status={{ kind: 'confirming', attempt: 3, maxAttempts: 5 }} />);
    expect(screen.getByText(/第3次查询/)).toBeTruthy();
  });

  test('paid: 支付成功 (or the given title), the VIP end date and the actions', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <PaymentStatusView
        status={{ kind: 'paid', vipEndDate: '2026-12-21', actions: [{ label: '查看会员', primary: true, onClick }] }}
      />,
    );
    expect(screen.getByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.getByText('会员有效期至 2026-12-21')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看会员' }));
    expect(onClick).toHaveBeenCalledOnce();

    rerender(<PaymentStatusView status={{ kind: 'paid', title: '礼物购买成功', actions: [] }} />);
    expect(screen.getByRole('heading', { name: '礼物购买成功' })).toBeTruthy();
    expect(screen.queryByText(/会员有效期至/)).toBeNull();
  });

  test('cancelled: 支付已取消，订单已保留，可继续支付 with 继续支付', async () => {
    const onClick = vi.fn();
    renderUi(
      <PaymentStatusView status={{ kind: 'cancelled', actions: [{ label: '继续支付', primary: true, onClick }] }} />,
    );
    expect(screen.getByRole('heading', { name: '支付已取消' })).toBeTruthy();
    expect(screen.getByText('订单已保留，可继续支付')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '继续支付' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  test('failed after the order was made: 支付失败, the reason, 如已扣款，请勿重复支付, and a retry', async () => {
    const onClick = vi.fn();
    renderUi(
      <PaymentStatusView
        status={{
          kind: 'failed',
          reason: '银行卡余额不足',
          mayHaveCharged: true,
          actions: [{ label: '重新支付', primary: true, onClick }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: '支付失败' })).toBeTruthy();
    expect(screen.getByText('银行卡余额不足')).toBeTruthy();
    expect(screen.getByText(/请勿重复支付/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  test('failed before any order existed: 下单失败 and 订单未创建，没有扣款, never 如已扣款', () => {
    renderUi(
      <PaymentStatusView
        status={{ kind: 'failed', reason: '订单未创建：服务器出错，请刷新重试', mayHaveCharged: false, actions: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: '下单失败' })).toBeTruthy();
    expect(screen.getByText('订单未创建，没有扣款')).toBeTruthy();
    expect(screen.queryByText(/如已扣款/)).toBeNull();
  });

  test('unknown: 请稍后在订单页核实，不要重复支付, with 已完成支付 and 遇到问题', async () => {
    const onDone = vi.fn();
    const onProblem = vi.fn();
    renderUi(<PaymentStatusView status={{ kind: 'unknown', onDone, onProblem }} />);
    expect(screen.getByText('请稍后在订单页核实，不要重复支付')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '已完成支付' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(onProblem).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '遇到问题' }));
    expect(onProblem).toHaveBeenCalledOnce();
  });
});

describe('issue-6 Alipay inside WeChat: open in the browser', () => {
  test('shows 点击右上角，在浏览器中打开 and why, and closes', async () => {
    const onClose = vi.fn();
    renderUi(<MenuGuide opened copy={MENU_GUIDES.payInBrowser} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '点击右上角，在浏览器中打开' });
    expect(within(dialog).getByText(/微信内无法使用支付宝付款/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('renders nothing while closed', () => {
    renderUi(<MenuGuide opened={false} copy={MENU_GUIDES.payInBrowser} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const PAID_GIFT: Order = {
  order_id: '9007199254740993',
  sku_id: 'vip_month',
  sku_name: '年度会员',
  days: 365,
  amount: 12800,
  status: 'PAID',
  is_gift: true,
  created_at: '2026-01-20 10:00',
  paid_at: '2026-01-20 10:01',
  mine: true,
  buyer_nickname: '小明',
  group_id: null,
  gift: { code: 'GIFT8K2Q', claimed: false, claimed_by_nickname: null, claimed_at: null },
};
const SHARE = 'https://m.example.test/vip-order/9007199254740993';

describe('issue-6 order detail', () => {
  test('shows the status badge, the amount from cents and the order number in monospace', () => {
    const { rerender } = renderUi(<OrderDetailView order={{ ...PAID_GIFT, is_gift: false, gift: null }} />);
    expect(screen.getByText('已支付')).toBeTruthy();
    expect(screen.getAllByText(wholeText('¥128.00'))).toHaveLength(1);
    const id = screen.getByText('9007199254740993');
    expect(id.className).toContain(facts.mono);
    expect(screen.getByText('2026-01-20 10:01')).toBeTruthy();

    rerender(
      <OrderDetailView order={{ ...PAID_GIFT, is_gift: false, gift: null, status: 'PENDING', paid_at: null }} />,
    );
    expect(screen.getByText('待支付')).toBeTruthy();
    rerender(<OrderDetailView order={{ ...PAID_GIFT, is_gift: false, gift: null, status: 'CLOSED', paid_at: null }} />);
    expect(screen.getByText('已关闭')).toBeTruthy();
  });

  test('gift share panel: the buyer sees a QR svg of the share link, the link, 分享给好友 and 待领取', async () => {
    const onShare = vi.fn();
    renderUi(<OrderDetailView order={PAID_GIFT} shareUrl={SHARE} onShare={onShare} />);
    const panel = screen.getByRole('region', { name: '分享礼物' });
    const qr = within(panel).getByRole('img', { name: '礼物二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(qr.getAttribute('data-value')).toBe(SHARE);
    expect(within(panel).getByText(SHARE)).toBeTruthy();
    expect(within(panel).getByText('待领取')).toBeTruthy();
    expect(within(panel).getByText('GIFT8K2Q')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: '分享给好友' }));
    expect(onShare).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: '领取礼物' })).toBeNull();
  });

  test("the QR svg draws exactly the modules of the share link's QR matrix", () => {
    renderUi(<OrderDetailView order={PAID_GIFT} shareUrl={SHARE} />);
    const svg = screen.getByRole('img', { name: '礼物二维码' });
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const dark = new Set<string>();
    for (const [, x, y, w] of svg
      .querySelector('path')!
      .getAttribute('d')!
      .matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(w); i += 1) dark.add(`${Number(x) + i},${y}`);
    }
    const matrix = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => dark.has(`${x},${y}`)),
    );
    expect(matrix).toEqual(encode(SHARE, { ecc: 'M', border: 0 }).data);
  });

  test('gift share panel: once claimed it reads 已被 {nickname} 领取', () => {
    renderUi(
      <OrderDetailView
        order={{ ...PAID_GIFT, gift: { claimed: true, claimed_by_nickname: '小红', claimed_at: '2026-01-21 09:30' } }}
        shareUrl={SHARE}
      />,
    );
    const panel = screen.getByRole('region', { name: '分享礼物' });
    expect(within(panel).getByText('已被 小红 领取')).toBeTruthy();
    expect(within(panel).queryByText('待领取')).toBeNull();
  });

  test('a non-owner sees 「{buyer}送你{sku}」 and 领取礼物', async () => {
    const onClaim = vi.fn();
    const { rerender } = renderUi(<OrderDetailView order={{ ...PAID_GIFT, mine: false }} onClaim={onClaim} />);
    expect(screen.getByText('「小明送你年度会员」')).toBeTruthy();
    expect(screen.queryByText(wholeText('¥128.00'))).toBeNull();
    expect(screen.queryByRole('region', { name: '分享礼物' })).toBeNull();
    expect(screen.queryByRole('img', { name: '礼物二维码' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '领取礼物' }));
    expect(onClaim).toHaveBeenCalledOnce();

    rerender(<OrderDetailView order={{ ...PAID_GIFT, mine: false }} onClaim={onClaim} claiming />);
    const claiming = screen.getByRole('button', { name: '领取礼物' });
    expect(claiming.getAttribute('data-loading')).toBe('true');
    await userEvent.click(claiming);
    expect(onClaim).toHaveBeenCalledOnce();
  });

  test('a non-owner of a claimed gift reads 这份礼物已被领取 and cannot claim', () => {
    renderUi(
      <OrderDetailView
        order={{
          ...PAID_GIFT,
          mine: false,
          gift: { claimed: true, claimed_by_nickname: '小红', claimed_at: '2026-01-21 09:30' },
        }}
        onClaim={() => {}}
      />,
    );
    expect(screen.getByText('这份礼物已被领取')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '领取礼物' })).toBeNull();
  });

  test('a PENDING order of mine offers 继续支付', async () => {
    const onPay = vi.fn();
    const pending: Order = { ...PAID_GIFT, status: 'PENDING', paid_at: null, gift: null };
    const { rerender } = renderUi(<OrderDetailView order={pending} onPay={onPay} />);
    await userEvent.click(screen.getByRole('button', { name: '继续支付' }));
    expect(onPay).toHaveBeenCalledOnce();
    rerender(<OrderDetailView order={{ ...pending, mine: false }} onPay={onPay} />);
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    expect(screen.getByText('好友还未完成支付，礼物暂不可领取')).toBeTruthy();
  });

  test('the skeleton is a busy placeholder', () => {
    renderUi(<OrderDetailSkeleton />);
    expect(screen.getByLabelText('订单加载中').getAttribute('aria-busy')).toBe('true');
  });
});

describe('issue-6 order problems', () => {
  test.each([
    ['not-found', '订单不存在'],
    ['forbidden', '无权查看这个订单'],
    ['invalid', '订单号格式不正确'],
  ] as const)('%s: %s with 返回首页', async (kind, title) => {
    const onHome = vi.fn();
    renderUi(<OrderProblemView kind={kind} onHome={onHome} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  test('error: 订单加载失败 with 重试 and 返回首页', async () => {
    const onHome = vi.fn();
    const onRetry = vi.fn();
    renderUi(<OrderProblemView kind="error" onHome={onHome} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: '订单加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalledOnce();
  });
});

describe('issue-6 desktop pages', () => {
  test('/pc: 请用手机扫码继续 with a QR of the url and the url', () => {
    renderUi(<DesktopQrView url="https://m.example.test/vip-subscribe" />);
    expect(screen.getByRole('heading', { name: '请用手机扫码继续' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '页面二维码' }).getAttribute('data-value')).toBe(
      'https://m.example.test/vip-subscribe',
    );
    expect(screen.getByText('https://m.example.test/vip-subscribe')).toBeTruthy();
  });

  test('/pc-pay: loading, ready with 前往支付宝付款, and error', async () => {
    const onPay = vi.fn();
    const onRetry = vi.fn();
    const { rerender } = renderUi(<DesktopPayView state={{ kind: 'loading' }} />);
    expect(screen.getAllByLabelText('订单加载中').length).toBeGreaterThan(0);

    rerender(
      <DesktopPayView
        state={{ kind: 'ready', order: { order_id: '42', sku_name: '月度会员', amount: 1800, days: 30 }, onPay }}
      />,
    );
    expect(screen.getByRole('heading', { name: '月度会员' })).toBeTruthy();
    expect(screen.getAllByText(wholeText('¥18.00'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '前往支付宝付款' }));
    expect(onPay).toHaveBeenCalledOnce();

    rerender(<DesktopPayView state={{ kind: 'failed', message: '订单已关闭', onRetry }} />);
    expect(screen.getByText('订单已关闭')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
