import { useEffect, useState } from 'react';
import { countdownText } from '../../domain/groupBuy';
import classes from './Countdown.module.css';

interface CountdownProps {
  /** Milliseconds left when this value was read; the display ticks down from there each second. */
  remainingMs: number;
  label?: string;
}

/** A live hh:mm:ss to a group's deadline; the machine, not this display, decides when the group ends. */
export function Countdown({ remainingMs, label = '剩余' }: CountdownProps) {
  const [origin, setOrigin] = useState(() => ({ at: Date.now(), remainingMs }));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // A fresh reading from the backend restarts the count from its value.
  if (origin.remainingMs !== remainingMs) setOrigin({ at: now, remainingMs });
  const left = Math.max(0, origin.remainingMs - (now - origin.at));
  const [h, m, s] = countdownText(left).split(':');
  return (
    <span className={classes.countdown} role="timer" aria-label={`${label} ${h}小时${m}分${s}秒`}>
      <span className={classes.label}>{label}</span>
      <span className={classes.digits}>{h}</span>:<span className={classes.digits}>{m}</span>:
      <span className={classes.digits}>{s}</span>
    </span>
  );
}
