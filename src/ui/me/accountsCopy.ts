/** 账号与安全's words before its page is read. */
export const ACCOUNTS_COPY = {
  signIn: { title: '登录后管理账号', description: '登录后可以查看绑定的登录方式，或注销账号' },
  /** Also 注销账号's, which reads the same account. */
  loadFailed: '账号信息加载失败',
  unbound: '已解绑',
};
