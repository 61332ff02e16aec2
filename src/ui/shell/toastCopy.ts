/** What the app frame says in toasts, whatever screen is open. */
export const STORAGE_REFUSED_TEXT = '浏览器存储空间不足，退出后需重新登录';
export const ACCOUNT_SWITCHED_TEXT = '账号已切换，页面已按当前账号更新';
export const SIGNED_OUT_ELSEWHERE_TEXT = '账号已切换：已在其他页面退出登录';
export const RELOADING_TEXT = '页面已更新，正在刷新';
/** The action on the session-expired toast. */
export const SIGN_IN_LABEL = '登录';
export const CLOSE_TOAST_LABEL = '关闭提示';
