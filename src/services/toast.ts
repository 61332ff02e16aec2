/**
 * Toast port. Services and routes call `toast`; the composition root connects a sink that
 * renders it (Mantine notifications), so nothing here depends on React.
 */
export const TOAST_MS = 2000;
export const NETWORK_TOAST_MS = 5000;

export interface Toast {
  message: string;
  title?: string;
  tone?: 'info' | 'success' | 'error';
  durationMs: number;
  /** One tap that acts on the message, e.g. 登录 after 登录已失效. */
  action?: { label: string; run: () => void };
}

type ToastSink = (toast: Toast) => void;

let sink: ToastSink = () => {};

export function connectToastSink(next: ToastSink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = () => {};
  };
}

export function toast(message: string, options: Partial<Omit<Toast, 'message'>> = {}): void {
  sink({ message, durationMs: TOAST_MS, tone: 'info', ...options });
}
