/** Fixed personas and triggers for testers (listed in the README). */
export const PERSONA = {
  /** Always answered bizCode 400: the slider captcha is required on every send. */
  alwaysCaptcha: '13800000400',
  /** Gets the captcha, and every captcha answer fails (bizCode 6111). */
  captchaFails: '13800000500',
  /** Signs in, then my_info answers 401. */
  unauthorizedInfo: '13800000401',
  /** Already a VIP, with coins in the wallet. */
  vip: '13800000888',
} as const;

/** 管理后台's people: a manager (运营) and an admin, who may also restore data. Every staff call answers 403 to others. */
export const STAFF: Record<string, { role: 'MANAGER' | 'ADMIN'; nickname: string }> = {
  '13800000601': { role: 'MANAGER', nickname: '运营小周' },
  '13800000602': { role: 'ADMIN', nickname: '管理员阿林' },
};

/** The library's authors (demo library) sign in with these phones; each is an approved creator. */
export const AUTHOR_PHONES: Record<string, string> = {
  '900001': '13800090001',
  '900002': '13800090002',
  '900003': '13800090003',
  '900004': '13800090004',
};

/** A seeded redeem code: VIP days or a library book; `used` was redeemed by someone else, `expires_at` is past for OLD-DEMO. */
export interface DemoRedeemCode {
  days: number;
  library_book_id?: string;
  used?: boolean;
  expires_at?: number;
}

/** Redeem codes the demo accepts, as normalized (no dash, upper case): each user may use each once. */
export const REDEEM_CODES: Record<string, DemoRedeemCode> = {
  HUAKA7: { days: 7 },
  HUAKA30: { days: 30 },
  VIP30DEMO: { days: 30 },
  BOOK3DEMO: { days: 0, library_book_id: '3' },
  USEDDEMO: { days: 30, used: true },
  OLDDEMO: { days: 30, expires_at: Date.UTC(2025, 0, 1) },
};

/** Fixed seed data of the invite and squad flows (README, demo backend). */
export const SEED = {
  /** The VIP persona's hua id: /invite/888888 is its invite link. */
  vipHuaId: 888888,
  /** The VIP persona's bound WeChat-like and QQ-like accounts (账号与安全). */
  vipWechatOpenId: 'o_demo_persona_888',
  vipQqOpenId: 'Q_demo_persona_888',
  /** Owned by the VIP persona, 2 of 4 seats free. */
  openSquad: 'VIP888',
  /** Every seat taken. */
  fullSquad: 'FULL01',
  squadCapacity: 4,
  /** An open group on book 1, led by the VIP persona, 1 of 3 members, about 20 hours left: /book/1/groupbuy/9001. */
  openGroup: '9001',
  openGroupBook: '1',
  /** A paid 月度会员 gift of the VIP persona, not claimed yet: /vip-order/5400000000000000888 is its link. */
  openGift: { orderId: '5400000000000000888', code: 'GIFTDEMO8888' },
  /** The VIP persona's three letters (消息), newest first; the last-sent one carries markup that must not run. */
  letterIds: ['7100000000000000003', '7100000000000000002', '7100000000000000001'],
  /** Set on the page only if a letter's markup ran (the hostile letter's onerror, script or link). */
  letterMarkupFlag: '__letterMarkupRan',
  /** The study days of 花友小满, the VIP persona's invitee: enough for the inviter's reward. */
  studiedFriendDays: 3,
  /** The VIP persona's leases (我的书架): book, days until it ends (negative: ended), taken with a plan. */
  leases: [
    ['2', 18, true],
    ['7', 2, false],
    ['9', -5, false],
  ] as [bookId: string, endsInDays: number, withPlan: boolean][],
} as const;
