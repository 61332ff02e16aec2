/** The words of 管理后台. */
export const ADMIN_COPY = {
  forbidden: {
    title: '无权访问',
    description: '管理后台只对运营和管理员开放。如需权限，请联系管理员。',
  },
  signIn: { title: '登录后进入管理后台', description: '管理后台只对运营和管理员开放，请先登录。' },
  deskOnly: '在电脑上打开时，列表和详情并排显示',
  backToList: '返回列表',
};

/** What each staff list is called, in its loading and failed states. */
export const STAFF_LISTS = {
  home: '管理后台',
  reviews: '待审核作品',
  users: '用户',
  user: '用户信息',
  batches: '生成记录',
  codes: '兑换码',
  audit: '查询记录',
  letters: '站内信',
  feedback: '反馈',
  recover: '数据恢复',
  profiles: '待审核资料',
} as const;
export type StaffList = keyof typeof STAFF_LISTS;
