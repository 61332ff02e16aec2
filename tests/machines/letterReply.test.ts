import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LetterComment } from '../../src/domain/letter';
import { letterReplyMachine, type SendReplyInput } from '../../src/machines/letterReply.machine';
import { SAMPLE_REPLY } from '../../src/machines/letterReply.model';
import { letterReplyView } from '../../src/machines/letterReply.view';
import { expectRegistryModelCovered } from './modelPaths';

const EARLIER: LetterComment = { comment_id: '1', content: '之前的回复', created_at: '2026-11-20T08:00:00.000Z' };

/** 回复 with a fake send (an Error refuses it); what was sent is logged. */
function start(refusal?: Error) {
  const sent: SendReplyInput[] = [];
  const actor = createActor(
    letterReplyMachine.provide({
      actors: {
        sendReply: fromPromise<LetterComment, SendReplyInput>(async ({ input }) => {
          sent.push(input);
          if (refusal) throw refusal;
          return { ...SAMPLE_REPLY, content: input.content };
        }),
      },
    }),
    { input: { letterId: '7100000000000000001', replies: [EARLIER] } },
  ).start();
  return { actor, sent, view: () => letterReplyView(actor.getSnapshot()) };
}

describe('issue 39: a reply to a letter goes through POST …/instance/{id}/comment', () => {
  test('a reply is sent trimmed, joins the letter’s replies and empties the box', async () => {
    const { actor, sent, view } = start();
    actor.send({ type: 'text.change', value: '  谢谢，已收到  ' });
    actor.send({ type: 'submit' });
    expect(view()).toMatchObject({ kind: 'sending', text: '  谢谢，已收到  ' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([{ letterId: '7100000000000000001', content: '谢谢，已收到' }]);
    expect(view()).toEqual({
      kind: 'sent',
      text: '',
      error: '',
      replies: [EARLIER, { ...SAMPLE_REPLY, content: '谢谢，已收到' }],
    });
  });

  test('a double tap on 发送 sends one reply', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'text.change', value: '你好' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(1);
  });

  test.each([
    ['a blank reply', '   ', '请输入回复内容'],
    ['a reply over 500 characters', '字'.repeat(501), '回复最多500字'],
  ])('%s is not sent and says why', (_, text, error) => {
    const { actor, sent, view } = start();
    actor.send({ type: 'text.change', value: text });
    actor.send({ type: 'submit' });
    expect(view()).toMatchObject({ kind: 'editing', error, text });
    expect(sent).toEqual([]);
    actor.send({ type: 'text.change', value: '好' });
    expect(view().error).toBe('');
  });

  test('exactly 500 characters are sent', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'text.change', value: '字'.repeat(500) });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(1);
  });

  test('a refused reply keeps the text and shows the server’s reason; a client message becomes a Chinese one', async () => {
    const refused = start(new Error('消息不存在'));
    refused.actor.send({ type: 'text.change', value: '你好' });
    refused.actor.send({ type: 'submit' });
    await waitFor(refused.actor, (s) => s.context.error !== '');
    expect(refused.view()).toEqual({ kind: 'editing', text: '你好', error: '消息不存在', replies: [EARLIER] });
    const lost = start(new Error('Network Error'));
    lost.actor.send({ type: 'text.change', value: '你好' });
    lost.actor.send({ type: 'submit' });
    await waitFor(lost.actor, (s) => s.context.error !== '');
    expect(lost.view().error).toBe('回复失败，请重试');
  });

  test('typing after a sent reply starts the next one', async () => {
    const { actor, view } = start();
    actor.send({ type: 'text.change', value: '一' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'text.change', value: '二' });
    expect(view()).toMatchObject({ kind: 'editing', text: '二' });
  });

  test('with no send provided, it fails loudly instead of pretending', async () => {
    const actor = createActor(letterReplyMachine, { input: { letterId: '1', replies: [] } }).start();
    actor.send({ type: 'text.change', value: '你好' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== '');
    expect(actor.getSnapshot().context.error).toBe('letterReply: 未提供 "sendReply" 副作用');
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('letterReply'));
});
