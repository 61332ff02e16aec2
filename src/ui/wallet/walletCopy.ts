/** 钱包's words that its route needs (route files hold no copy). */
export const WALLET_SIGN_IN = { title: '登录后查看钱包', description: '登录后可以充值金币，或用金币兑换会员天数' };
