import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Broadcast, BroadcastBody } from '../../src/domain/letter';
import { broadcastMachine } from '../../src/machines/broadcast.machine';
import { broadcastView } from '../../src/machines/broadcast.view';
import { expectRegistryModelCovered } from './modelPaths';

const SAVED: Broadcast = {
  broadcast_letter_id: '7300000000000000001',
  title: '双十二会员活动',
  content: '<p>会员五折</p>',
  audience: 'USERS',
  status: 'DRAFT',
  recipients: 0,
  created_at: '2026-11-28T08:00:00.000Z',
  replies: [],
};

/** 站内信 on a fake backend; each call is logged; `refuse` names a step that fails. */
function start(refuse?: 'create' | 'instantiate' | 'remove') {
  const calls: string[] = [];
  const step = <I>(name: 'create' | 'instantiate' | 'remove', answer: Broadcast) =>
    fromPromise<Broadcast, I>(async ({ input }) => {
      calls.push(`${name} ${JSON.stringify(input)}`);
      if (refuse === name) throw new Error('站内信已发送');
      return answer;
    });
  const actor = createActor(
    broadcastMachine.provide({
      actors: {
        create: step<BroadcastBody>('create', SAVED),
        instantiate: step<{ broadcastId: string }>('instantiate', { ...SAVED, status: 'SENT', recipients: 2 }),
        remove: step<{ broadcastId: string }>('remove', { ...SAVED, status: 'WITHDRAWN', recipients: 2 }),
      },
    }),
  ).start();
  const write = () => {
    actor.send({ type: 'field.change', field: 'title', value: ' 双十二会员活动 ' });
    actor.send({ type: 'field.change', field: 'content', value: '<p>会员五折</p>' });
    actor.send({ type: 'field.change', field: 'audience', value: 'USERS' });
    actor.send({ type: 'field.change', field: 'userIds', value: '1700000000000000004，1700000000000000005' });
  };
  return { actor, calls, write, view: () => broadcastView(actor.getSnapshot()) };
}

describe('issue 54 站内信: broadcast (draft → preview → sending → sent → withdrawn)', () => {
  test('a blank draft says what is missing, and nothing is sent', () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'field.change', field: 'audience', value: 'USERS' });
    actor.send({ type: 'preview' });
    expect(view()).toMatchObject({
      kind: 'editing',
      errors: { title: '请输入标题', content: '请输入正文', userIds: '请填写用户ID' },
    });
    expect(calls).toEqual([]);
  });

  test('预览 keeps the draft on the server; 发送 instantiates it once; 撤回 takes it back', async () => {
    const { actor, calls, write, view } = start();
    write();
    actor.send({ type: 'preview' });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(calls).toEqual([
      'create {"title":"双十二会员活动","content":"<p>会员五折</p>","audience":"USERS","user_ids":["1700000000000000004","1700000000000000005"]}',
    ]);
    actor.send({ type: 'send' });
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(view()).toMatchObject({ kind: 'sent', broadcast: { recipients: 2 } });
    actor.send({ type: 'withdraw' });
    await waitFor(actor, (s) => s.matches('withdrawn'));
    expect(calls.slice(1)).toEqual([
      'instantiate {"broadcastId":"7300000000000000001"}',
      'remove {"broadcastId":"7300000000000000001"}',
    ]);
    actor.send({ type: 'again' });
    expect(view()).toMatchObject({ kind: 'editing', draft: { title: '' } });
  });

  test('修改 returns to the form as it was', async () => {
    const { actor, write, view } = start();
    write();
    actor.send({ type: 'preview' });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'edit' });
    expect(view()).toMatchObject({ kind: 'editing', draft: { title: ' 双十二会员活动 ', audience: 'USERS' } });
  });

  test('a refused send stays on the preview and says why', async () => {
    const { actor, write, view } = start('instantiate');
    write();
    actor.send({ type: 'preview' });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => s.context.error !== '');
    expect(view()).toMatchObject({ kind: 'preview', error: '站内信已发送' });
  });

  test('model-based paths reach every state and transition', () => expectRegistryModelCovered('broadcast'));
});
