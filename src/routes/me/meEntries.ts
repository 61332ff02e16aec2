import type { MeTile } from '../../ui/me/MeView';

/** Where each row of /me leads. Another screen is one more line here and one tile in MeView. */
export const ME_PATHS: Record<MeTile, string> = {
  books: '/me/books',
  following: '/me/following',
  wallet: '/me/wallet',
  messages: '/me/messages',
  stats: '/me/stats',
  groupbuy: '/groupbuy/my',
  invite: '/invite-friend',
  orders: '/me/orders',
  redeem: '/me/redeem',
  vip: '/vip-subscribe',
  creator: '/creator',
  promotion: '/me/promotion',
  accounts: '/me/accounts',
  settings: '/me/settings',
  feedback: '/me/feedback',
  support: `/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}`,
  admin: '/admin',
};
