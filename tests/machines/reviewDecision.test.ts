import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Verdict } from '../../src/domain/review';
import { reviewDecisionMachine, type DecideInput } from '../../src/machines/reviewDecision.machine';
import { reviewDecisionView } from '../../src/machines/reviewDecision.view';
import { expectRegistryModelCovered } from './modelPaths';

/** 内容审核 with a fake backend that answers what was asked (or refuses); each decision sent is logged. */
function start(refusal?: Error) {
  const sent: DecideInput[] = [];
  let decided = 0;
  const actor = createActor(
    reviewDecisionMachine.provide({
      actors: {
        decide: fromPromise<Verdict, DecideInput>(async ({ input }) => {
          sent.push(input);
          if (refusal) throw refusal;
          return { approved: input.approve };
        }),
      },
      actions: { decided: () => void decided++ },
    }),
    { input: { subjectId: '8100003' } },
  ).start();
  return { actor, sent, decided: () => decided, view: () => reviewDecisionView(actor.getSnapshot()) };
}

describe('issue 54 内容审核: review decision (pending → deciding → approved or rejected)', () => {
  test('通过 publishes the book and the list is read again', async () => {
    const { actor, sent, decided, view } = start();
    actor.send({ type: 'approve' });
    expect(view()).toMatchObject({ kind: 'deciding', approving: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().kind).toBe('approved');
    expect(sent).toEqual([{ subjectId: '8100003', approve: true, reason: '' }]);
    expect(decided()).toBe(1);
  });

  test('驳回 needs a reason: without one nothing is sent and 请填写驳回理由 shows', () => {
    const { actor, sent, view } = start();
    actor.send({ type: 'reason.change', value: '   ' });
    actor.send({ type: 'reject' });
    expect(view()).toMatchObject({ kind: 'pending', error: '请填写驳回理由' });
    expect(sent).toEqual([]);
    actor.send({ type: 'reason.change', value: '字'.repeat(201) });
    actor.send({ type: 'reject' });
    expect(view().error).toBe('驳回理由最多200字');
    expect(sent).toEqual([]);
  });

  test('驳回 with a reason sends it trimmed and ends rejected', async () => {
    const { actor, sent, view } = start();
    actor.send({ type: 'reason.change', value: ' 卡片有错别字 ' });
    actor.send({ type: 'reject' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().kind).toBe('rejected');
    expect(sent).toEqual([{ subjectId: '8100003', approve: false, reason: '卡片有错别字' }]);
  });

  test('a double tap decides once', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'approve' });
    actor.send({ type: 'approve' });
    actor.send({ type: 'reject' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
  });

  test('a refusal (decided elsewhere) says why and keeps the reason', async () => {
    const { actor, decided, view } = start(new Error('这本书已审核过了'));
    actor.send({ type: 'reason.change', value: '内容重复' });
    actor.send({ type: 'reject' });
    await waitFor(actor, (s) => s.context.error !== '');
    expect(view()).toMatchObject({ kind: 'pending', reason: '内容重复', error: '这本书已审核过了' });
    expect(decided()).toBe(0);
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('reviewDecision'));
});
