// @vitest-environment jsdom
import { VIP_SKUS } from '../../src/demo/catalogueData';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AgreementStatus, type AutoRenewAgreementItem } from '../../src/ui/vip/AgreementStatus';
import { AutoRenewAgreement } from '../../src/ui/vip/AutoRenewAgreement';
import { PurchaseBar } from '../../src/ui/vip/PurchaseBar';
import { RedeemEntry } from '../../src/ui/vip/RedeemEntry';
import type { Sku } from '../../src/domain/vip';
import { SkuList } from '../../src/ui/vip/SkuList';
import { VipStatusCard } from '../../src/ui/vip/VipStatusCard';
import { WalletExchange } from '../../src/ui/vip/WalletExchange';
import { renderUi } from './render';

afterEach(cleanup);

/** The demo backend's SKUs: the ones the screens show in the demo build. */
const sku = (id: string): Sku => VIP_SKUS.find((s) => s.sku_id === id)!;
const MONTH = sku('vip_month');
const YEAR = sku('vip_year');
const AUTO = sku('vip_month_auto');
const SKUS = [MONTH, YEAR, AUTO];

/** Elements whose whole text is `text`, deepest first (a price is split into ¥ and the digits). */
const byWholeText = (root: HTMLElement, text: string) =>
  within(root).getAllByText(
    (_, element) => element?.textContent === text && ![...element.children].some((child) => child.textContent === text),
  );

const isStruck = (element: Element) =>
  element.closest('s, del') !== null || getComputedStyle(element).textDecorationLine.includes('line-through');

function ControlledSkus({ onSelect = () => {} }: { onSelect?: (id: string) => void }) {
  const [selected, setSelected] = useState<string | null>('vip_month');
  return (
    <SkuList
      skus={SKUS}
      selectedId={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    />
  );
}

describe('issue-6 VIP packages (spec §5 amounts in cents)', () => {
  test('spec §5 prices are shown from cents with 2 decimals, the original struck through', () => {
    renderUi(<SkuList skus={SKUS} selectedId={null} onSelect={() => {}} />);
    const month = screen.getByRole('radio', { name: /月度会员/ });
    expect(byWholeText(month, '¥18.00')).toHaveLength(1);
    const [was] = byWholeText(month, '¥25.00');
    expect(was && isStruck(was)).toBe(true);
    expect(isStruck(byWholeText(month, '¥18.00')[0]!)).toBe(false);

    const year = screen.getByRole('radio', { name: /年度会员/ });
    expect(byWholeText(year, '¥128.00')).toHaveLength(1);
    expect(isStruck(byWholeText(year, '¥248.00')[0]!)).toBe(true);
    expect(within(year).getByText('365天 · 约¥0.35/天')).toBeTruthy();
  });

  test('a price equal to the original shows no struck price', () => {
    renderUi(<SkuList skus={[{ ...MONTH, original_price: 1800 }]} selectedId={null} onSelect={() => {}} />);
    expect(document.querySelector('s, del')).toBeNull();
  });

  test('an auto-renew SKU shows the 自动续费 badge and its renewal price and period', () => {
    renderUi(<SkuList skus={SKUS} selectedId={null} onSelect={() => {}} />);
    const auto = screen.getByRole('radio', { name: /连续包月/ });
    expect(within(auto).getByText('自动续费')).toBeTruthy();
    expect(within(auto).getByText('到期自动续费 ¥15.00/30天，可随时取消')).toBeTruthy();
    const month = screen.getByRole('radio', { name: /月度会员/ });
    expect(within(month).queryByText('自动续费')).toBeNull();
    expect(within(month).queryByText(/到期自动续费/)).toBeNull();
  });

  test('the packages are a radio group named 选择会员套餐 with the chosen one checked', async () => {
    const onSelect = vi.fn();
    renderUi(<SkuList skus={SKUS} selectedId="vip_year" onSelect={onSelect} />);
    const group = screen.getByRole('radiogroup', { name: '选择会员套餐' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.click(radios[2]!);
    expect(onSelect).toHaveBeenCalledWith('vip_month_auto');
  });

  test('keyboard: Tab reaches the chosen card, arrows move the choice and the focus, Space picks', async () => {
    const onSelect = vi.fn();
    renderUi(<ControlledSkus onSelect={onSelect} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /月度会员/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('vip_year');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /年度会员/ }));
    expect(screen.getByRole('radio', { name: /年度会员/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onSelect).toHaveBeenLastCalledWith('vip_month_auto');
    await userEvent.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith('vip_month');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /连续包月/ }));
    await userEvent.keyboard('{ArrowLeft}');
    onSelect.mockClear();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('vip_year');
  });

  test('loading, error and empty states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<SkuList skus={[]} selectedId={null} onSelect={() => {}} loading />);
    expect(screen.getByLabelText('会员套餐加载中')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();

    rerender(<SkuList skus={[]} selectedId={null} onSelect={() => {}} error="套餐加载失败" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('套餐加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(<SkuList skus={[]} selectedId={null} onSelect={() => {}} />);
    expect(screen.getByText('暂无可开通的会员套餐')).toBeTruthy();
  });
});

describe('issue-6 VIP status card', () => {
  test('anonymous: 登录后查看会员状态 with a login button', async () => {
    const onLogin = vi.fn();
    renderUi(<VipStatusCard status={{ kind: 'anonymous', onLogin }} />);
    expect(screen.getByText('登录后查看会员状态')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  test('none, active, loading and error', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<VipStatusCard status={{ kind: 'none' }} />);
    expect(screen.getByText('你还不是会员')).toBeTruthy();
    rerender(<VipStatusCard status={{ kind: 'active', endDate: '2026-12-21' }} />);
    expect(screen.getByText('会员有效期至 2026-12-21')).toBeTruthy();
    rerender(<VipStatusCard status={{ kind: 'loading' }} />);
    expect(screen.getByRole('region', { name: '会员状态' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/会员有效期至/)).toBeNull();
    rerender(<VipStatusCard status={{ kind: 'failed', onRetry }} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('issue-6 auto-renew disclosure (h5-flows: disclose, unticked, price and date)', () => {
  const props = {
    onChange: () => {},
    agreementUrl: 'https://example.test/auto-renew',
    renewPrice: 1500,
    renewPeriodDays: 30,
  };

  test('the agreement checkbox is not ticked by default, and ticking reports true', async () => {
    const onChange = vi.fn();
    function Stateful() {
      const [checked, setChecked] = useState(false);
      return (
        <AutoRenewAgreement
          {...props}
          checked={checked}
          onChange={(next) => {
            onChange(next);
            setChecked(next);
          }}
        />
      );
    }
    renderUi(<Stateful />);
    const box = screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《自动续费服务协议》$/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.labels?.[0]?.textContent).toBe('我已阅读并同意《自动续费服务协议》');
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
  });

  test('discloses the renewal price, period and first renewal date, and links the agreement', () => {
    renderUi(<AutoRenewAgreement {...props} checked={false} firstRenewalDate="2026-02-20" />);
    expect(screen.getByText('到期自动续费 ¥15.00/30天，可随时取消')).toBeTruthy();
    expect(screen.getByText(/首次续费日为 2026-02-20/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '《自动续费服务协议》' })).toMatchObject({
      href: 'https://example.test/auto-renew',
      target: '_blank',
    });
  });

  test('clicking the agreement link does not tick the box', async () => {
    const onChange = vi.fn();
    renderUi(<AutoRenewAgreement {...props} checked={false} onChange={onChange} />);
    const link = screen.getByRole('link', { name: '《自动续费服务协议》' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('the hint shows in red under the checkbox and marks it invalid', () => {
    renderUi(<AutoRenewAgreement {...props} checked={false} hint="请先阅读并同意《自动续费服务协议》" />);
    const box = screen.getByRole('checkbox');
    const hint = screen.getByText('请先阅读并同意《自动续费服务协议》');
    expect(box.getAttribute('aria-describedby')).toContain(hint.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('issue-6 auto-renew agreements: a visible way to cancel', () => {
  const ACTIVE: AutoRenewAgreementItem = {
    agreement_id: 'a1',
    sku_name: '连续包月',
    status: 'ACTIVE',
    renew_price: 1500,
    renew_period_days: 30,
    next_charge_at: '2026-02-20',
    cancelled_at: null,
  };
  const CANCELLED: AutoRenewAgreementItem = {
    ...ACTIVE,
    agreement_id: 'a0',
    status: 'CANCELLED',
    next_charge_at: null,
    cancelled_at: '2025-11-02',
  };

  test('an ACTIVE agreement shows its renewal terms, next charge and a 取消自动续费 button; CANCELLED shows 已取消', () => {
    renderUi(<AgreementStatus agreements={[ACTIVE, CANCELLED]} onCancel={() => {}} />);
    const [active, cancelled] = screen.getAllByRole('article');
    expect(within(active!).getByText('¥15.00/30天')).toBeTruthy();
    expect(within(active!).getByText('2026-02-20')).toBeTruthy();
    expect(within(active!).getByRole('button', { name: '取消自动续费' })).toBeTruthy();
    expect(within(cancelled!).getByText('已取消')).toBeTruthy();
    expect(within(cancelled!).getByText('2025-11-02')).toBeTruthy();
    expect(within(cancelled!).queryByRole('button')).toBeNull();
  });

  test('cancel asks for confirmation before calling onCancel; 暂不取消 keeps it', async () => {
    const onCancel = vi.fn();
    renderUi(<AgreementStatus agreements={[ACTIVE]} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消自动续费' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消自动续费吗？')).toBeTruthy();
    expect(within(dialog).getByText('取消后到期不再自动扣费，已开通的会员不受影响')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '暂不取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '取消自动续费' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    expect(onCancel).toHaveBeenCalledExactlyOnceWith('a1');
  });

  test('while cancelling the confirm button spins and cannot fire twice; the dialog closes when the call settles', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderUi(<AgreementStatus agreements={[ACTIVE]} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消自动续费' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    rerender(<AgreementStatus agreements={[ACTIVE]} onCancel={onCancel} cancelling />);
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: '确认取消' }) as HTMLButtonElement;
    expect(confirm.getAttribute('data-loading')).toBe('true');
    fireEvent.click(confirm);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(
      (within(screen.getByRole('dialog')).getByRole('button', { name: '暂不取消' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    rerender(<AgreementStatus agreements={[{ ...CANCELLED, agreement_id: 'a1' }]} onCancel={onCancel} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('已取消')).toBeTruthy();
  });

  test('loading, error and empty states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<AgreementStatus agreements={[]} onCancel={() => {}} loading />);
    expect(screen.getByLabelText('自动续费加载中')).toBeTruthy();
    rerender(<AgreementStatus agreements={[]} onCancel={() => {}} error="加载失败" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<AgreementStatus agreements={[]} onCancel={() => {}} />);
    expect(screen.getByText('你没有开通自动续费')).toBeTruthy();
  });
});

describe('issue-6 wallet coins to VIP days', () => {
  test('shows the balance and rate, and exchanges the chosen number of days', async () => {
    const onExchange = vi.fn();
    renderUi(<WalletExchange balance={1234} exchangeable={{ days: 20, coins_per_day: 60 }} onExchange={onExchange} />);
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText(/60 金币\/天/)).toBeTruthy();
    const input = screen.getByRole('textbox', { name: '兑换天数' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(screen.getByText('需消耗 300 金币')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '兑换会员天数' }));
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    expect(onExchange).toHaveBeenCalledWith(5);
  });

  test('exchanging asks for confirmation before spending coins, and 取消 spends nothing', async () => {
    const onExchange = vi.fn();
    renderUi(<WalletExchange balance={1234} exchangeable={{ days: 20, coins_per_day: 60 }} onExchange={onExchange} />);
    const input = screen.getByRole('textbox', { name: '兑换天数' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(screen.getByRole('button', { name: '兑换会员天数' }));
    expect(onExchange).not.toHaveBeenCalled();
    expect(screen.getByText('确定用 180 金币兑换 3 天会员吗？兑换后金币不退回。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onExchange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '兑换会员天数' })).toBeTruthy();
  });

  test('the day count cannot go beyond what the balance buys', async () => {
    const onExchange = vi.fn();
    renderUi(<WalletExchange balance={1234} exchangeable={{ days: 20, coins_per_day: 60 }} onExchange={onExchange} />);
    const input = screen.getByRole('textbox', { name: '兑换天数' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.click(screen.getByRole('button', { name: '兑换会员天数' }));
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    expect(onExchange).toHaveBeenCalledWith(9);
  });

  test('0 exchangeable days: 余额不足以兑换会员天数 and a disabled button', async () => {
    const onExchange = vi.fn();
    renderUi(<WalletExchange balance={30} exchangeable={{ days: 0, coins_per_day: 60 }} onExchange={onExchange} />);
    expect(screen.getByText('余额不足以兑换会员天数')).toBeTruthy();
    const button = screen.getByRole('button', { name: '兑换会员天数' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onExchange).not.toHaveBeenCalled();
  });

  test('busy: the button spins and does not fire again', async () => {
    const onExchange = vi.fn();
    renderUi(
      <WalletExchange balance={1234} exchangeable={{ days: 20, coins_per_day: 60 }} onExchange={onExchange} busy />,
    );
    const button = screen.getByRole('button', { name: '兑换会员天数' });
    expect(button.getAttribute('data-loading')).toBe('true');
    await userEvent.click(button);
    expect(onExchange).not.toHaveBeenCalled();
  });
});

describe('issue-6 redeem code', () => {
  test('uppercases as typed and redeems the trimmed code, also on Enter', async () => {
    const onRedeem = vi.fn();
    renderUi(<RedeemEntry onRedeem={onRedeem} />);
    const input = screen.getByRole('textbox', { name: '兑换码' }) as HTMLInputElement;
    const button = screen.getByRole('button', { name: '兑换' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(input, '  vip-abc12 ');
    expect(input.value).toBe('  VIP-ABC12 ');
    await userEvent.click(button);
    expect(onRedeem).toHaveBeenLastCalledWith('VIP-ABC12');
    await userEvent.type(input, '{Enter}');
    expect(onRedeem).toHaveBeenCalledTimes(2);
  });

  test('shows the error, and does nothing while busy', async () => {
    const onRedeem = vi.fn();
    const { rerender } = renderUi(<RedeemEntry onRedeem={onRedeem} error="兑换码无效" />);
    expect(screen.getByText('兑换码无效')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '兑换码' }), 'abc');
    rerender(<RedeemEntry onRedeem={onRedeem} busy />);
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    await userEvent.type(screen.getByRole('textbox', { name: '兑换码' }), '{Enter}');
    expect(onRedeem).not.toHaveBeenCalled();
  });
});

describe('issue-6 purchase bar (DESIGN §10: a double tap makes one order)', () => {
  test('shows the price from cents and calls onPurchase on tap', async () => {
    const onPurchase = vi.fn();
    renderUi(
      <PurchaseBar
        price={1800}
        originalPrice={2500}
        label="立即开通"
        hint="开通前请确认套餐"
        onPurchase={onPurchase}
      />,
    );
    const bar = screen.getByRole('region', { name: '支付' });
    expect(byWholeText(bar, '¥18.00')).toHaveLength(1);
    expect(isStruck(byWholeText(bar, '¥25.00')[0]!)).toBe(true);
    expect(screen.getByText('开通前请确认套餐')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即开通' }));
    expect(onPurchase).toHaveBeenCalledOnce();
  });

  test('a second tap while busy does not call onPurchase twice', async () => {
    const onPurchase = vi.fn();
    function Busy() {
      const [busy, setBusy] = useState(false);
      return (
        <PurchaseBar
          price={1800}
          label="赠送好友"
          busy={busy}
          onPurchase={() => {
            onPurchase();
            setBusy(true);
          }}
        />
      );
    }
    renderUi(<Busy />);
    const button = screen.getByRole('button', { name: '赠送好友' }) as HTMLButtonElement;
    await userEvent.dblClick(button);
    fireEvent.click(button);
    expect(onPurchase).toHaveBeenCalledOnce();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  test('nothing chosen: 请选择套餐 and a disabled button', async () => {
    const onPurchase = vi.fn();
    renderUi(<PurchaseBar price={null} label="立即开通" onPurchase={onPurchase} />);
    expect(screen.getByText('请选择套餐')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即开通' }));
    expect(onPurchase).not.toHaveBeenCalled();
  });
});
