import { notifications } from '@mantine/notifications';
import { connectToastSink } from '../../services/toast';

const COLORS = { info: 'dark', success: 'jade', error: 'red' } as const;

/** Renders the services' toasts with Mantine notifications. */
export function connectMantineToasts() {
  return connectToastSink((t) =>
    notifications.show({
      title: t.title,
      message: t.message,
      autoClose: t.durationMs,
      color: COLORS[t.tone ?? 'info'],
      withBorder: true,
      closeButtonProps: { 'aria-label': '关闭提示' },
    }),
  );
}
