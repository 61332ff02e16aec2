import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  planChangeProblem,
  type PlanChange,
  type PlanEdit,
  type PlanSettings,
  type StudyPlan,
} from '../domain/studyPlan';
import { errorMessage, notProvidedIn } from './effects';

export interface StudyPlanInput {
  /** The deck: a library book's id. */
  deckId: string;
}

export interface StudyPlanContext extends StudyPlanInput {
  plan: StudyPlan | null;
  /** Why loading failed, or why the backend (or the form's own check) refused the last change; '' when none. */
  error: string;
  /** The change being sent, or last sent; null before the first. */
  edit: PlanEdit | null;
}

export type StudyPlanEvent =
  | { type: 'plan.retry' }
  | { type: 'plan.edit' }
  | { type: 'plan.save'; change: PlanChange }
  | { type: 'plan.cancel' }
  | { type: 'plan.extend'; days: number }
  | { type: 'plan.reset' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' };

const notProvided = notProvidedIn('studyPlan');

/** The change an event asks for: the one thing `saving` sends, whichever button was pressed. */
function editOf(event: StudyPlanEvent): PlanEdit {
  assertEvent(event, ['plan.save', 'plan.extend', 'reset.confirm']);
  if (event.type === 'plan.save') return { kind: 'update', change: event.change };
  if (event.type === 'plan.extend') return { kind: 'extend', days: event.days };
  return { kind: 'reset' };
}

/**
 * A deck's study plan (学习计划): load the plan, its progress and how far it may be extended; then change the daily
 * new cards and review limit, extend the target date, or reset after a confirmation. A refused change keeps the old
 * values and says why; every change reads the plan again, so the screen shows what the backend holds.
 */
export const studyPlanMachine = setup({
  types: {
    input: {} as StudyPlanInput,
    context: {} as StudyPlanContext,
    events: {} as StudyPlanEvent,
  },
  actors: {
    loadPlan: fromPromise<StudyPlan, StudyPlanInput>(notProvided('loadPlan')),
    savePlan: fromPromise<PlanSettings, StudyPlanInput & { edit: PlanEdit }>(notProvided('savePlan')),
  },
  actions: {
    keepPlan: assign({ plan: (_, params: { plan: StudyPlan }) => params.plan, error: '' }),
    keepError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error, '操作失败，请重试') }),
    refuseChange: assign({
      error: ({ event }) => {
        assertEvent(event, 'plan.save');
        return planChangeProblem(event.change) ?? '';
      },
    }),
    clearError: assign({ error: '' }),
    keepEdit: assign({ edit: ({ event }) => editOf(event) }),
  },
  guards: {
    changeInvalid: ({ event }) => {
      assertEvent(event, 'plan.save');
      return planChangeProblem(event.change) !== null;
    },
    canExtend: ({ context, event }) => {
      assertEvent(event, 'plan.extend');
      return event.days >= 1 && event.days <= (context.plan?.extension.max_days ?? 0);
    },
    updateRefused: ({ context }) => context.edit?.kind === 'update',
  },
}).createMachine({
  id: 'studyPlan',
  context: ({ input }) => ({ ...input, plan: null, error: '', edit: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ deckId: context.deckId }),
        onDone: { target: 'viewing', actions: { type: 'keepPlan', params: ({ event }) => ({ plan: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'error', on: { 'plan.retry': { target: 'loading', actions: 'clearError' } } },
    viewing: {
      on: {
        'plan.edit': { target: 'editing', actions: 'clearError' },
        'plan.extend': { guard: 'canExtend', target: 'saving', actions: 'clearError' },
        'plan.reset': { target: 'confirmingReset', actions: 'clearError' },
      },
    },
    editing: {
      on: {
        'plan.save': [
          { guard: 'changeInvalid', actions: 'refuseChange' },
          { target: 'saving', actions: 'clearError' },
        ],
        'plan.cancel': { target: 'viewing', actions: 'clearError' },
      },
    },
    confirmingReset: {
      on: { 'reset.confirm': 'saving', 'reset.cancel': 'viewing' },
    },
    /** Sends the change, an update, an extension or a reset, and on success reads the plan again. */
    saving: {
      tags: 'busy',
      entry: 'keepEdit',
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context, event }) => ({ deckId: context.deckId, edit: editOf(event) }),
        onDone: 'reloading',
        onError: [
          // A refused update leaves the form open with the values the learner typed; the plan keeps its old ones.
          {
            guard: 'updateRefused',
            target: 'editing',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'viewing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** After a change: the plan, its progress and the extension left, as the backend now holds them. */
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ deckId: context.deckId }),
        onDone: { target: 'viewing', actions: { type: 'keepPlan', params: ({ event }) => ({ plan: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
