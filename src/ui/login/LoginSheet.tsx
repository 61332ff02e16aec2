import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './LoginSheet.module.css';

interface LoginSheetProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

/** The global login dialog: a bottom sheet with rounded top corners and a centred title. */
export function LoginSheet({ opened, onClose, title, children }: LoginSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
