import { Drawer } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './LoginSheet.module.css';

/** The sheet's title: the in-app choice of sign-in, or the phone form. */
export const LOGIN_TITLES = { choice: '登录花卡记忆', phone: '登录/注册后才能继续操作' };

interface LoginSheetProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** False while a step runs that must not be left half-done: no close button, and no closing by Escape or a tap outside. */
  closable?: boolean;
}

/** The global login dialog's bottom sheet (the lease sheet uses it too): rounded top corners and a centred title. */
export function LoginSheet({ opened, onClose, title, children, closable = true }: LoginSheetProps) {
  // Mantine returns focus only when `opened` changes after mount; a sheet mounted open (loaded lazily on the
  // first tap) hands focus back to the control that opened it here, so keyboard users are not left at the top.
  const firstOpener = useRef(opened ? document.activeElement : null);
  useEffect(() => {
    const opener = firstOpener.current;
    if (opened || !(opener instanceof HTMLElement)) return;
    firstOpener.current = null;
    if (opener.isConnected) opener.focus();
  }, [opened]);

  return (
    <Drawer
      opened={opened}
      onClose={closable ? onClose : () => {}}
      withCloseButton={closable}
      position="bottom"
      title={title}
      closeButtonProps={{ 'aria-label': '关闭', size: 'lg' }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
    >
      {children}
    </Drawer>
  );
}
