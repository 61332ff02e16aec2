import type { LetterComment } from '../domain/letter';
import { letterReplyMachine } from './letterReply.machine';
import { machineModel } from './model';

/** A kept reply, as the server answers it. */
export const SAMPLE_REPLY: LetterComment = {
  comment_id: '7200000000000000001',
  content: '谢谢，已收到',
  created_at: '2026-11-21T08:00:00.000Z',
};

/** 回复 under a letter: typed, blank, too long and fitting texts; the reply kept or refused. */
export const letterReplyModel = machineModel({
  name: 'letterReply',
  machine: letterReplyMachine,
  description: '回复消息：输入 1–500 字、发送一次、回复显示在消息下；被拒时保留文字并说明原因',
  model: {
    inputs: [{ letterId: '7100000000000000001', replies: [] }],
    events: [
      { type: 'text.change', value: '谢谢，已收到' },
      { type: 'text.change', value: '   ' },
      { type: 'text.change', value: '字'.repeat(501) },
      { type: 'submit' },
      { type: 'xstate.done.actor.sendReply', output: SAMPLE_REPLY },
      { type: 'xstate.error.actor.sendReply', error: new Error('消息不存在') },
    ],
  },
});
