import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { rejectReasonProblem, type Verdict } from '../domain/review';
import { errorMessage, notProvidedIn, requiredActionIn } from './effects';

/**
 * 审核: one thing in review, decided by a manager: a creator's book (/admin/reviews) or a profile change
 * (/admin/profiles). View contract: reviewDecision.view.ts.
 * 通过 decides at once; 驳回 needs a reason (1–200 characters), said under the box when missing. Either is sent once:
 * a second tap while it runs sends nothing. A refusal (already decided elsewhere, the network) keeps the reason.
 */
export interface ReviewDecisionInput {
  /** The book's or the profile change's id. */
  subjectId: string;
}

interface ReviewDecisionContext extends ReviewDecisionInput {
  reason: string;
  error: string;
  approve: boolean;
}

export type ReviewDecisionEvent = { type: 'reason.change'; value: string } | { type: 'approve' } | { type: 'reject' };

export interface DecideInput {
  subjectId: string;
  approve: boolean;
  reason: string;
}

const notProvided = notProvidedIn('reviewDecision');
const required = requiredActionIn('reviewDecision');

export const reviewDecisionMachine = setup({
  types: {
    input: {} as ReviewDecisionInput,
    context: {} as ReviewDecisionContext,
    events: {} as ReviewDecisionEvent,
  },
  actors: {
    decide: fromPromise<Verdict, DecideInput>(notProvided('decide')),
  },
  actions: {
    /** The list of books in review and its count read again: this one has left it. */
    decided: required('decided'),
    keepReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.value, error: '' };
    }),
  },
  guards: {
    reasonMissing: ({ context }) => rejectReasonProblem(context.reason) !== null,
    /** The server's answer says how it ended: a book rejected meanwhile elsewhere is not shown as approved. */
    approved: (_, params: { verdict: Verdict }) => params.verdict.approved,
  },
}).createMachine({
  id: 'reviewDecision',
  context: ({ input }) => ({ ...input, reason: '', error: '', approve: false }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        'reason.change': { actions: 'keepReason' },
        approve: { target: 'deciding', actions: assign({ approve: true, error: '' }) },
        reject: [
          {
            guard: 'reasonMissing',
            actions: assign({ error: ({ context }) => rejectReasonProblem(context.reason) ?? '' }),
          },
          { target: 'deciding', actions: assign({ approve: false, error: '' }) },
        ],
      },
    },
    deciding: {
      tags: 'busy',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          subjectId: context.subjectId,
          approve: context.approve,
          reason: context.approve ? '' : context.reason.trim(),
        }),
        onDone: [
          {
            guard: { type: 'approved', params: ({ event }) => ({ verdict: event.output }) },
            target: 'approved',
            actions: 'decided',
          },
          { target: 'rejected', actions: 'decided' },
        ],
        onError: {
          target: 'pending',
          actions: assign({ error: ({ event }) => errorMessage(event.error, '审核失败，请重试') }),
        },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});
