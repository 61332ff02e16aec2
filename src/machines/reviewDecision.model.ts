import { machineModel } from './model';
import { reviewDecisionMachine } from './reviewDecision.machine';

/** 内容审核: a book approved, or rejected with and without a reason; a refusal from the server. */
export const reviewDecisionModel = machineModel({
  name: 'reviewDecision',
  machine: reviewDecisionMachine,
  description: '审核（作品或资料）：通过，或填写理由后驳回（理由必填，最多200字）；每次决定只发送一次，失败时保留理由',
  model: {
    inputs: [{ subjectId: '8100003' }],
    events: [
      { type: 'reason.change', value: '卡片有错别字，请修改后再提交' },
      { type: 'reason.change', value: '  ' },
      { type: 'approve' },
      { type: 'reject' },
      {
        type: 'xstate.done.actor.decide',
        output: { approved: true },
      },
      {
        type: 'xstate.done.actor.decide',
        output: { approved: false },
      },
      { type: 'xstate.error.actor.decide', error: new Error('这本书已审核过了') },
    ],
  },
});
