import type { Sku } from '../domain/vip';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export const VIP_SKUS: Sku[] = [
  { sku_id: 'vip_month', name: '月度会员', days: 30, original_price: 2500, sale_price: 1800, auto_renew: false },
  { sku_id: 'vip_quarter', name: '季度会员', days: 90, original_price: 6800, sale_price: 4800, auto_renew: false },
  { sku_id: 'vip_year', name: '年度会员', days: 365, original_price: 24800, sale_price: 12800, auto_renew: false },
  {
    sku_id: 'vip_month_auto',
    name: '连续包月',
    days: 30,
    original_price: 2500,
    sale_price: 1200,
    auto_renew: true,
    renew_price: 1500,
    renew_period_days: 30,
  },
];

/** Wallet coins (1 coin = 1 cent) that buy one VIP day. */
export const COINS_PER_VIP_DAY = 60;

const AVATAR_COLOURS = ['#0ca678', '#1c7ed6', '#f08c00', '#ae3ec9', '#e8590c', '#2f9e44'];

/** A bundled-style avatar: an SVG data URL, so it shows with no network. */
export function avatarFor(seq: number): string {
  const colour = AVATAR_COLOURS[seq % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><circle cx="32" cy="25" r="12" fill="#fff" opacity=".9"/><path d="M12 58c3-12 11-18 20-18s17 6 20 18z" fill="#fff" opacity=".9"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** 钱包充值 packs (README): coins, with a bonus on the larger ones; 1 coin = 1 cent of balance. */
export const DEPOSIT_SKUS = [
  { sku_id: 'coins_600', coins: 600, bonus_coins: 0, price: 600 },
  { sku_id: 'coins_3000', coins: 3000, bonus_coins: 300, price: 3000 },
  { sku_id: 'coins_9800', coins: 9800, bonus_coins: 1200, price: 9800 },
];

export const depositSkuOf = (order: { sku_id: string }) => DEPOSIT_SKUS.find((s) => s.sku_id === order.sku_id);
