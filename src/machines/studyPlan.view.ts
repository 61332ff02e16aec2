import type { SnapshotFrom } from 'xstate';
import type { StudyPlan } from '../domain/studyPlan';
import type { studyPlanMachine } from './studyPlan.machine';

export type StudyPlanView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'ready';
      plan: StudyPlan;
      /** The change form is open (it stays open, with the learner's values, when a change is refused). */
      editing: boolean;
      confirmingReset: boolean;
      /** A change is under way: buttons show it and ignore taps. */
      busy: boolean;
      /** Why the last change was refused, in the backend's words; '' when none. */
      notice: string;
    };

export function studyPlanView(snapshot: SnapshotFrom<typeof studyPlanMachine>): StudyPlanView {
  const { plan, error, edit } = snapshot.context;
  const sending = (kind: 'update' | 'reset') => snapshot.matches('saving') && edit?.kind === kind;
  if (snapshot.hasTag('error')) return { kind: 'failed', error };
  if (snapshot.hasTag('loading') || !plan) return { kind: 'loading' };
  return {
    kind: 'ready',
    plan,
    editing: snapshot.matches('editing') || sending('update'),
    confirmingReset: snapshot.matches('confirmingReset') || sending('reset'),
    busy: snapshot.hasTag('busy'),
    notice: error,
  };
}
