import type { ApplicationStatus } from '../../domain/creator';
import { HOME_LABEL, StatusView, type StatusAction } from '../shell/StatusView';

/** 申请进度 before the status is read. */
export const APPLICATION_STATUS_COPY = {
  signIn: { title: '登录后查看申请进度', description: '创作者申请与你的账号绑定，登录后即可查看审核结果。' },
  loadFailed: '申请进度加载失败',
};

/** Where 申请进度's buttons lead. */
export interface ApplicationSteps {
  apply: () => void;
  home: () => void;
  centre: () => void;
  openApp: () => void;
}

interface ApplicationStatusViewProps {
  status: ApplicationStatus;
  /** When a pending application was sent, as users read it (YYYY-MM-DD HH:mm). */
  submittedAt: string | undefined;
  on: ApplicationSteps;
}

function copyOf({ status, submittedAt, on }: ApplicationStatusViewProps): {
  mark: string;
  title: string;
  description: string;
  actions: StatusAction[];
} {
  switch (status.status) {
    case 'NONE':
      return {
        mark: '创',
        title: '还没有提交申请',
        description: '填写申请表，成为花卡创作者，发布你的书籍和卡包。',
        actions: [{ label: '去申请', primary: true, onClick: on.apply }],
      };
    case 'PENDING':
      return {
        mark: '⏳',
        title: '审核中',
        description: `你的申请已于 ${submittedAt ?? ''} 提交，我们会在1-3个工作日内完成审核，结果会通过短信通知你。`,
        actions: [{ label: HOME_LABEL, primary: true, onClick: on.home }],
      };
    case 'APPROVED':
      return {
        mark: '✓',
        title: '审核通过',
        description: '恭喜你成为花卡创作者！在App的「创作中心」发布你的第一本书，在创作者中心查看收入和订单。',
        actions: [
          { label: '进入创作者中心', primary: true, onClick: on.centre },
          { label: '打开App开始创作', onClick: on.openApp },
          { label: HOME_LABEL, onClick: on.home },
        ],
      };
    case 'REJECTED':
      return {
        mark: '!',
        title: '未通过审核',
        description: `原因：${status.reason ?? '资料不符合要求'}。修改申请资料后可以重新提交。`,
        actions: [
          { label: '重新申请', primary: true, onClick: on.apply },
          { label: HOME_LABEL, onClick: on.home },
        ],
      };
  }
}

/** 申请进度: not applied, under review, approved, or rejected with its reason, and the next step. */
export function ApplicationStatusView(props: ApplicationStatusViewProps) {
  return <StatusView {...copyOf(props)} />;
}
