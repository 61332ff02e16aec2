// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { api } from '../../src/routes/api';
import { startWithFirstRequest } from '../../src/routes/app';
import './render';

test('DESIGN §9 largest paint: the demo backend starts with the first API request, once, and requests wait until it listens', async () => {
  let listen = () => {};
  const start = vi.fn(() => new Promise<void>((resolve) => (listen = resolve)));
  startWithFirstRequest(start);
  expect(start).not.toHaveBeenCalled();

  let answered = 0;
  const requests = [api.books.listCategories(), api.books.listCategories()].map((r) => r.then(() => (answered += 1)));
  await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(0);

  listen();
  await Promise.all(requests);
  expect(answered).toBe(2);
  await api.books.listCategories();
  expect(start).toHaveBeenCalledOnce();
});
