import type { PlanEdit, PlanSettings, StudyPlan } from '../domain/studyPlan';
import type { Api } from './api';

/** A deck's plan screen: its settings, its progress and the extension left, read together. */
export async function loadStudyPlan(api: Api, deckId: string): Promise<StudyPlan> {
  const [settings, progress, extension] = await Promise.all([
    api.study.getStudyPlan({ body: { deck_id: deckId }, noToast: true }),
    api.study.getDeckStudyPlan({ path: { deckId }, noToast: true }),
    api.study.getDeckPlanExtension({ path: { deckId }, noToast: true }),
  ]);
  return { settings, progress, extension };
}

/** Sends one change of a deck's plan through the call that makes it: update, extend or reset. */
export function saveStudyPlan(api: Api, deckId: string, edit: PlanEdit): Promise<PlanSettings> {
  const deck_id = deckId;
  switch (edit.kind) {
    case 'update':
      return api.study.updateStudyPlan({ body: { deck_id, ...edit.change }, noToast: true });
    case 'extend':
      return api.study.extendStudyPlan({ body: { deck_id, days: edit.days }, noToast: true });
    case 'reset':
      return api.study.resetStudyPlan({ body: { deck_id }, noToast: true });
  }
}
