import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApplicationStatus as Status } from '../../domain/creator';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { PageSkeleton } from '../../ui/shell/RouteProgress';
import { SignInNeeded, StatusView, type StatusAction } from '../../ui/shell/StatusView';
import { api } from '../api';
import { clientStore } from '../app';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';

type Go = (path: string) => void;

/** What each status says, and the next step. */
function copyOf(status: Status, go: Go): { mark: string; title: string; description: string; actions: StatusAction[] } {
  switch (status.status) {
    case 'NONE':
      return {
        mark: '创',
        title: '还没有提交申请',
        description: '填写申请表，成为花卡创作者，发布你的书籍和卡包。',
        actions: [{ label: '去申请', primary: true, onClick: () => go('/creator/apply') }],
      };
    case 'PENDING':
      return {
        mark: '⏳',
        title: '审核中',
        description: `你的申请已于 ${dateTimeOf(status.submitted_at) ?? ''} 提交，我们会在1-3个工作日内完成审核，结果会通过短信通知你。`,
        actions: [{ label: '返回首页', primary: true, onClick: () => go('/') }],
      };
    case 'APPROVED':
      return {
        mark: '✓',
        title: '审核通过',
        description: '恭喜你成为花卡创作者！在App的「创作中心」发布你的第一本书，在创作者中心查看收入和订单。',
        actions: [
          { label: '进入创作者中心', primary: true, onClick: () => go('/creator') },
          { label: '打开App开始创作', onClick: () => go('/go/landing') },
          { label: '返回首页', onClick: () => go('/') },
        ],
      };
    case 'REJECTED':
      return {
        mark: '!',
        title: '未通过审核',
        description: `原因：${status.reason ?? '资料不符合要求'}。修改申请资料后可以重新提交。`,
        actions: [
          { label: '重新申请', primary: true, onClick: () => go('/creator/apply') },
          { label: '返回首页', onClick: () => go('/') },
        ],
      };
  }
}

/** /creator/apply-status: under review, approved, or rejected with its reason, and what to do next. */
export default function ApplicationStatus() {
  const navigate = useNavigate();
  const go: Go = (path) => void navigate(path);
  const status = useRequest(async () => {
    if (!clientStore.get().token) await requireLogin();
    return api.creator.getApplicationStatus({ noToast: true });
  });
  const { run } = status;
  useEffect(() => run(undefined), [run]);
  let body;
  if (status.error === LOGIN_CANCELLED_TEXT)
    body = (
      <SignInNeeded
        title="登录后查看申请进度"
        description="创作者申请与你的账号绑定，登录后即可查看审核结果。"
        onLogin={() => run(undefined)}
        onHome={() => go('/')}
      />
    );
  else if (status.error)
    body = (
      <StatusView
        mark="!"
        title="申请进度加载失败"
        description={status.error}
        actions={[{ label: '重试', primary: true, onClick: () => run(undefined) }]}
      />
    );
  else if (!status.result) body = <PageSkeleton />;
  else body = <StatusView {...copyOf(status.result, go)} />;
  return <TitledScreen>{body}</TitledScreen>;
}
