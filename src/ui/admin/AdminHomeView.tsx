import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { STAFF_ROLE_LABELS } from '../../domain/staff';
import type { StaffRole } from '../../domain/user';
import classes from './AdminHomeView.module.css';

/** The console's screens. */
export type AdminEntry = 'feedback' | 'reviews' | 'profiles' | 'users' | 'redeem' | 'letters' | 'recover' | 'audit';

/** What waits for a decision, with how many. */
export interface WaitingCount {
  entry: AdminEntry;
  label: string;
  count: number;
}

const TOOLS: { entry: AdminEntry; title: string; description: string; adminOnly?: boolean }[] = [
  { entry: 'profiles', title: '资料审核', description: '学员修改的昵称，通过或驳回' },
  { entry: 'users', title: '用户查询', description: '手机号、昵称、用户ID或花号；帮用户查看验证码' },
  { entry: 'feedback', title: '反馈处理', description: '读者的评价和举报：回复、调整评分' },
  { entry: 'reviews', title: '内容审核', description: '创作者提交的书，通过或驳回' },
  { entry: 'redeem', title: '兑换码', description: '批量生成会员或书籍兑换码，下载表格' },
  { entry: 'letters', title: '站内信', description: '给全部用户、VIP会员或指定用户发消息，可撤回' },
  { entry: 'recover', title: '数据恢复', description: '恢复用户的学习进度或卡包的笔记类型', adminOnly: true },
  { entry: 'audit', title: '验证码查询记录', description: '谁在何时、为何查看了谁的验证码', adminOnly: true },
];

interface AdminHomeViewProps {
  nickname: string;
  role: StaffRole;
  waiting: WaitingCount[];
  onOpen: (entry: AdminEntry) => void;
}

/** /admin 管理后台: what waits (each count opens its list), then the tools this role may use. */
export function AdminHomeView({ nickname, role, waiting, onOpen }: AdminHomeViewProps) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text fw={600}>{nickname}</Text>
        <Badge color="jade" variant="light">
          {STAFF_ROLE_LABELS[role]}
        </Badge>
      </Group>
      <section aria-labelledby="admin-waiting">
        <Title id="admin-waiting" order={2} size="h5" mb="xs">
          待处理
        </Title>
        <ul className={classes.waiting}>
          {waiting.map((w) => (
            <li key={w.entry}>
              <UnstyledButton className={classes.count} onClick={() => onOpen(w.entry)}>
                <strong>{w.count}</strong>
                <span>{w.label}</span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-tools">
        <Title id="admin-tools" order={2} size="h5" mb="xs">
          工具
        </Title>
        <ul className={classes.tools}>
          {TOOLS.filter((tool) => !tool.adminOnly || role === 'ADMIN').map((tool) => (
            <li key={tool.entry}>
              <UnstyledButton className={classes.tool} onClick={() => onOpen(tool.entry)}>
                <span>
                  <Text fw={600}>{tool.title}</Text>
                  <Text size="sm" c="dimmed">
                    {tool.description}
                  </Text>
                </span>
                <Text c="dimmed" aria-hidden>
                  ›
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
