import { ConfirmDialog, type ConfirmAnswers } from '../shell/ConfirmDialog';

/** 退出小队 asks once more before the member stops sharing the owner's VIP. */
export function ExitSquadDialog(props: ConfirmAnswers) {
  return (
    <ConfirmDialog
      {...props}
      title="退出小队"
      text="退出后你将不再共享队长的会员，确定退出吗？"
      confirmLabel="确定退出"
    />
  );
}
