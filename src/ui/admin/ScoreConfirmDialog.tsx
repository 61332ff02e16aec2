import { ConfirmDialog, type ConfirmAnswers } from '../shell/ConfirmDialog';

export interface ScoreConfirmDialogProps extends ConfirmAnswers {
  book: string;
  from: number | null;
  to: string;
}

/** 调整评分 asked once more, with the old and the new score. */
export function ScoreConfirmDialog({ book, from, to, ...answers }: ScoreConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...answers}
      title="调整评分"
      text={`《${book}》的评分将从 ${from ?? '—'} 改为 ${to.trim()}，书籍页面会立即显示新评分。`}
      confirmLabel="确定调整"
    />
  );
}
