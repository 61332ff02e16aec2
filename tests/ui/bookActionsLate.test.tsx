// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderRoute } from './render';

// The book's route loads on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

/** The purchase actions' chunk, held until the test lets it come. */
const actionsChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('../../src/routes/library/ReaderActions', async (importOriginal) => {
  await actionsChunk.arrived;
  return importOriginal();
});

test('issue 38: 单独购买 tapped before the purchase actions have loaded starts the purchase once they have (signed out: the login sheet)', async () => {
  renderRoute('/book/1');
  const buyAlone = await screen.findByRole('button', { name: /单独购买/ });
  expect(screen.getByLabelText('购买选项加载中')).toBeTruthy();
  await userEvent.click(buyAlone);
  actionsChunk.arrive();
  expect(await screen.findByText('登录/注册后才能继续操作')).toBeTruthy();
});
