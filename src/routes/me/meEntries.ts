/** One row of /me: a screen of the learner's own, by its path. Another screen is one more line here. */
export interface MeEntry {
  key: string;
  /** One character on the row's tile. */
  glyph: string;
  title: string;
  path: string;
}

export const ME_ENTRIES: MeEntry[] = [
  { key: 'books', glyph: '书', title: '我的书架', path: '/me/books' },
  { key: 'messages', glyph: '信', title: '消息', path: '/me/messages' },
  { key: 'stats', glyph: '统', title: '学习统计', path: '/me/stats' },
  { key: 'groupbuy', glyph: '拼', title: '我的拼团', path: '/groupbuy/my' },
  { key: 'invite', glyph: '邀', title: '邀请好友', path: '/invite-friend' },
  { key: 'orders', glyph: '单', title: '我的订单', path: '/me/orders' },
  { key: 'redeem', glyph: '兑', title: '兑换码', path: '/me/redeem' },
  { key: 'vip', glyph: 'V', title: 'VIP会员', path: '/vip-subscribe' },
  { key: 'creator', glyph: '创', title: '创作者中心', path: '/creator' },
  { key: 'promotion', glyph: '推', title: '推广订单', path: '/me/promotion' },
  { key: 'accounts', glyph: '安', title: '账号与安全', path: '/me/accounts' },
  { key: 'support', glyph: '客', title: '联系客服', path: `/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}` },
];
