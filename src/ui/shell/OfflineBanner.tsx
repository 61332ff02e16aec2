import classes from './OfflineBanner.module.css';

/** The network is gone: said by the shell itself, with 重试, whatever screen or chunk could not load. */
export function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={classes.banner} role="alert">
      <div className={classes.text}>
        <div className={classes.title}>网络已断开</div>
        <div>恢复后自动继续，已填写的内容不会丢失</div>
      </div>
      <button type="button" className={classes.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
