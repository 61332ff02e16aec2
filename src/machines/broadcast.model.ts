import type { Broadcast } from '../domain/letter';
import { broadcastMachine } from './broadcast.machine';
import { machineModel } from './model';

const DRAFT: Broadcast = {
  broadcast_letter_id: '7300000000000000001',
  title: '双十二会员活动',
  content: '<p>会员<b>五折</b>，仅限三天。</p>',
  audience: 'ALL',
  status: 'DRAFT',
  recipients: 0,
  created_at: '2026-11-28T08:00:00.000Z',
  replies: [],
};

/** 站内信: an empty and a written draft; saved, sent, withdrawn, or refused at each step. */
export const broadcastModel = machineModel({
  name: 'broadcast',
  machine: broadcastMachine,
  description: '站内信：填写标题、正文和收件人，预览后发送一次，发送后可撤回；每一步失败都保留内容并说明原因',
  model: {
    inputs: [undefined],
    events: [
      { type: 'field.change', field: 'title', value: '双十二会员活动' },
      { type: 'field.change', field: 'content', value: '<p>会员<b>五折</b>，仅限三天。</p>' },
      { type: 'preview' },
      { type: 'edit' },
      { type: 'send' },
      { type: 'withdraw' },
      { type: 'again' },
      { type: 'xstate.done.actor.create', output: DRAFT },
      { type: 'xstate.error.actor.create', error: new Error('无权访问') },
      { type: 'xstate.done.actor.instantiate', output: { ...DRAFT, status: 'SENT', recipients: 16 } },
      { type: 'xstate.error.actor.instantiate', error: new Error('没有符合条件的收件人') },
      { type: 'xstate.done.actor.remove', output: { ...DRAFT, status: 'WITHDRAWN', recipients: 16 } },
      { type: 'xstate.error.actor.remove', error: new Error('站内信已撤回') },
    ],
  },
});
