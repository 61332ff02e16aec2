// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Toasts } from '../../src/routes/shell/Toasts';
import { connectMantineToasts } from '../../src/routes/shell/toastSink';
import { toast } from '../../src/services/toast';
import { renderUi } from './render';

test('DESIGN §9: the toast host is not part of the first paint; it mounts with the first toast and shows it', async () => {
  const disconnect = connectMantineToasts();
  try {
    renderUi(<Toasts />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    toast('验证码短信已发送，请注意查收');
    expect(await screen.findByText('验证码短信已发送，请注意查收')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  } finally {
    disconnect();
  }
});
