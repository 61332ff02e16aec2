import { HOME_LABEL, StatusView } from '../shell/StatusView';
import { squadProblem, type SquadProblemView } from './squadCopy';

/** A squad that could not be read (重试, or home), or an invite code no squad has (home). */
export function SquadProblem({
  view,
  onRetry,
  onHome,
}: {
  view: SquadProblemView;
  onRetry: () => void;
  onHome: () => void;
}) {
  const home = { label: HOME_LABEL, onClick: onHome };
  return (
    <StatusView
      {...squadProblem(view)}
      actions={
        view.kind === 'failed'
          ? [{ label: '重试', primary: true, onClick: onRetry }, home]
          : [{ ...home, primary: true }]
      }
    />
  );
}
