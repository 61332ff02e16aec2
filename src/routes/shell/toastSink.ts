import { notifications, notificationsStore } from '@mantine/notifications';
import { createElement } from 'react';
import { connectToastSink } from '../../services/toast';
import { ToastMessage } from '../../ui/shell/ToastMessage';
import { CLOSE_TOAST_LABEL } from '../../ui/shell/toastCopy';

const COLORS = { info: 'dark', success: 'jade', error: 'red' } as const;
let nextId = 0;

/** The toasts on screen by their text: the same text again (two calls failing alike) is not stacked. */
const onScreen = new Set<string>();

/**
 * Whether any toast (these, or the demo's simulated SMS) has entered Mantine's store: the host that renders them
 * (routes/shell/ToastHost) mounts from then on and shows what waited.
 */
let hostNeeded = false;
export const toastHost = {
  needed: () => {
    const { notifications: shown, queue } = notificationsStore.getState();
    hostNeeded ||= shown.length + queue.length > 0;
    return hostNeeded;
  },
  subscribe: (listener: () => void) => {
    const unsubscribe = notificationsStore.subscribe(listener);
    return () => void unsubscribe();
  },
};

/** Renders the services' toasts with Mantine notifications; a toast's action closes it as it runs. */
export function connectMantineToasts() {
  return connectToastSink((t) => {
    const text = `${t.title ?? ''}\n${t.message}`;
    if (onScreen.has(text)) return;
    onScreen.add(text);
    const id = `toast-${(nextId += 1)}`;
    const action = t.action && {
      label: t.action.label,
      onClick: () => {
        notifications.hide(id);
        t.action!.run();
      },
    };
    notifications.show({
      id,
      title: t.title,
      message: createElement(ToastMessage, { message: t.message, action }),
      autoClose: t.durationMs,
      color: COLORS[t.tone ?? 'info'],
      withBorder: true,
      closeButtonProps: { 'aria-label': CLOSE_TOAST_LABEL },
      onClose: () => onScreen.delete(text),
    });
  });
}
