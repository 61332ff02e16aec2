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

/** What each console screen says around its lists and details; the routes pass the facts. */
export const SCREEN_COPY = {
  home: { feedback: '反馈待处理', reviews: '作品待审核', profiles: '资料待审核' },
  reviews: {
    label: '待审核作品',
    empty: '没有待审核的作品',
    placeholder: '选择一本书，查看内容并审核',
    row: (author: string, cards: number, time: string) => `${author} · ${cards} 张 · ${time}`,
    facts: (author: string, cards: number, time: string): [string, string][] => [
      ['作者', author],
      ['卡片', `${cards} 张`],
      ['提交时间', time],
    ],
    outcomes: {
      approved: '这本书已上架，创作者在我的作品里看到“已上架”。',
      rejected: '创作者在我的作品里看到“未通过”和驳回理由。',
    },
  },
  profiles: {
    label: '待审核资料',
    empty: '没有待审核的资料',
    placeholder: '选择一项资料，查看并审核',
    facts: (nickname: string, userId: string, time: string): [string, string][] => [
      ['用户', nickname],
      ['用户ID', userId],
      ['提交时间', time],
    ],
    outcomes: { approved: '新昵称已生效，学员的主页和消息里都显示新昵称。', rejected: '学员的昵称保持不变。' },
  },
  users: {
    newest: '最新注册的用户',
    found: '查询结果',
    empty: '没有找到用户，请核对后重新输入',
    placeholder: '选择一位用户，查看会员、订单和登录方式',
    loadFailed: '用户信息加载失败',
    noPhone: '未绑定手机',
    methods: { phone: '手机号', wechat: '微信', qq: 'QQ' },
    vip: (end: string | null) => (end ? `会员至 ${end}` : '非会员'),
  },
  redeem: {
    label: '生成记录',
    empty: '还没有生成过兑换码',
    placeholder: '选择一批兑换码，查看使用情况并下载',
    loadFailed: '兑换码加载失败',
    filename: (batchId: string) => `兑换码-${batchId}.csv`,
    row: (used: number, expiresOn: string, by: string) => `已使用 ${used} · 有效期至 ${expiresOn} · ${by}`,
    facts: (count: number, used: number, expiresOn: string, made: string): [string, string][] => [
      ['数量', `${count} 个，已使用 ${used} 个`],
      ['有效期至', expiresOn],
      ['生成', made],
    ],
  },
  feedback: {
    label: '反馈列表',
    empty: { unread: '没有待处理的反馈', read: '没有已读的反馈' },
    placeholder: '选择一条反馈，回复或调整评分',
    scored: (from: number, to: number) => `评分已从 ${from} 改为 ${to}`,
  },
  letters: {
    label: '最近发送',
    empty: '这台设备还没有发送过站内信',
    placeholder: '选择一封站内信，查看学员回复',
    loadFailed: '站内信加载失败',
    status: { DRAFT: '草稿', SENT: '已发送', WITHDRAWN: '已撤回' },
    row: (status: string, recipients: number, replies: number, time: string) =>
      `${status} · ${recipients} 位收件人 · 回复 ${replies} · ${time}`,
  },
  recover: {
    schedule: {
      title: '恢复学习进度',
      description: '把一位用户的复习计划恢复到服务器保存的最近状态。',
      target: '用户ID',
    },
    model: {
      title: '恢复笔记类型',
      description: '把卡包里的一个笔记类型（模板）恢复到服务器保存的最近状态。',
      target: '卡包ID',
    },
    modelId: '笔记类型ID',
    done: (target: string, time: string) => `已恢复 ${target}（${time}）`,
  },
  audit: { empty: '还没有人查看过验证码' },
};
