import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GeneratedBatch, RedeemBatchBody } from '../../src/domain/redeem';
import { redeemBatchMachine } from '../../src/machines/redeemBatch.machine';
import { SAMPLE_BATCH } from '../../src/machines/redeemBatch.model';
import { redeemBatchView } from '../../src/machines/redeemBatch.view';
import { expectRegistryModelCovered } from './modelPaths';

function start(refusal?: Error) {
  const sent: RedeemBatchBody[] = [];
  let reloads = 0;
  const actor = createActor(
    redeemBatchMachine.provide({
      actors: {
        generate: fromPromise<GeneratedBatch, RedeemBatchBody>(async ({ input }) => {
          sent.push(input);
          if (refusal) throw refusal;
          return SAMPLE_BATCH;
        }),
      },
      actions: { reloadLog: () => void reloads++ },
    }),
    { input: { today: '2026-11-28', expiresOn: '2026-12-31' } },
  ).start();
  const change = (field: 'gift' | 'days' | 'libraryBookId' | 'count' | 'expiresOn', value: string) =>
    actor.send({ type: 'field.change', field, value });
  return { actor, sent, change, reloads: () => reloads, view: () => redeemBatchView(actor.getSnapshot()) };
}

describe('issue 54 兑换码: redeem batch (form → generating → done)', () => {
  test('a VIP batch is sent as its body, shows its codes, and the log is read again', async () => {
    const { actor, sent, reloads, view } = start();
    actor.send({ type: 'submit' });
    expect(view().kind).toBe('generating');
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ gift: 'VIP', days: 30, library_book_id: null, count: 10, expires_on: '2026-12-31' }]);
    expect(view()).toEqual({ kind: 'done', batch: SAMPLE_BATCH });
    expect(reloads()).toBe(1);
  });

  test('1–500 codes, a chosen book, an expiry not before today: each problem under its field, nothing sent', () => {
    const { actor, sent, change, view } = start();
    change('count', '501');
    change('gift', 'BOOK');
    change('expiresOn', '2026-11-27');
    actor.send({ type: 'submit' });
    expect(view()).toMatchObject({
      kind: 'editing',
      errors: { count: '数量为1–500的整数', libraryBookId: '请选择书籍', expiresOn: '有效期不能早于今天' },
    });
    change('count', '0');
    actor.send({ type: 'submit' });
    expect(view()).toMatchObject({ errors: { count: '数量为1–500的整数' } });
    expect(sent).toEqual([]);
  });

  test('a book batch sends the book and no days', async () => {
    const { actor, sent, change } = start();
    change('gift', 'BOOK');
    change('libraryBookId', '3');
    change('count', '500');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0]).toEqual({ gift: 'BOOK', days: 0, library_book_id: '3', count: 500, expires_on: '2026-12-31' });
  });

  test('a double tap on 生成 generates once', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(1);
  });

  test('a refusal keeps the form and says why; 再生成一批 returns to the form as it was', async () => {
    const refused = start(new Error('无权访问'));
    refused.change('count', '3');
    refused.actor.send({ type: 'submit' });
    await waitFor(refused.actor, (s) => s.context.error !== '');
    expect(refused.view()).toMatchObject({ kind: 'editing', error: '无权访问', form: { count: '3' } });

    const { actor, change, view } = start();
    change('days', '7');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'again' });
    expect(view()).toMatchObject({ kind: 'editing', form: { days: '7' } });
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('redeemBatch'));
});
