import type { StudyPlan } from '../domain/studyPlan';
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
