import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { PageSkeleton } from '../../ui/shell/RouteProgress';
import { APPLICATION_STATUS_COPY, ApplicationStatusView } from '../../ui/creator/ApplicationStatusView';
import { LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { clientStore } from '../app';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';

/** /creator/apply-status: under review, approved, or rejected with its reason, and what to do next. */
export default function ApplicationStatus() {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  const status = useRequest(async () => {
    if (!clientStore.get().token) await requireLogin();
    return api.creator.getApplicationStatus({ noToast: true });
  });
  const { run } = status;
  useEffect(() => run(undefined), [run]);
  let body;
  if (status.error === LOGIN_CANCELLED_TEXT)
    body = <SignInNeeded {...APPLICATION_STATUS_COPY.signIn} onLogin={() => run(undefined)} onHome={() => go('/')} />;
  else if (status.error)
    body = (
      <LoadFailed title={APPLICATION_STATUS_COPY.loadFailed} error={status.error} onRetry={() => run(undefined)} />
    );
  else if (!status.result) body = <PageSkeleton />;
  else
    body = (
      <ApplicationStatusView
        status={status.result}
        submittedAt={status.result.status === 'PENDING' ? dateTimeOf(status.result.submitted_at) : undefined}
        on={{
          apply: () => go('/creator/apply'),
          home: () => go('/'),
          centre: () => go('/creator'),
          openApp: () => go('/go/landing'),
        }}
      />
    );
  return <TitledScreen>{body}</TitledScreen>;
}
