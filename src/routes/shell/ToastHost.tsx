import { Notifications } from '@mantine/notifications';
import toasts from '../../ui/shell/Toasts.module.css';

/** Mantine's toast host: loaded with the first toast, so the first paint neither downloads nor renders it (DESIGN §9). */
export default function ToastHost() {
  return <Notifications position="top-center" zIndex={1000} limit={3} classNames={{ root: toasts.belowHeader }} />;
}
