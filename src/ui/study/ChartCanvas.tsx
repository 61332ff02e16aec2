import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { InlineRetry } from '../shell/InlineRetry';
import classes from './StudyCharts.module.css';

interface ChartCanvasProps {
  /** What the chart shows, in words: the screen reader's text, and the figures a sighted reader sees. */
  summary: string;
  height: number;
  /** The chart's configuration; a new one redraws it, so callers keep it stable while the data is. */
  config: ChartConfiguration;
}

/** A Chart.js chart, drawn once its library's chunk is there; read as one image with its summary. */
export function ChartCanvas({ summary, height, config }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    import('./chartjs').then(
      ({ Chart }) => {
        const context = canvas.current?.getContext('2d');
        if (cancelled || !context) return;
        const chart = new Chart(context, config);
        destroy = () => chart.destroy();
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [config, attempt]);
  if (failed)
    return (
      <InlineRetry
        error="图表加载失败，请检查网络"
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <div className={classes.canvas} style={{ height }} role="img" aria-label={summary}>
      <canvas ref={canvas} />
    </div>
  );
}
