import { fromPromise } from 'xstate';
import type { PlanChange, PlanSettings, StudyPlan } from '../../domain/studyPlan';
import type { StudyPlanInput } from '../../machines/studyPlan.machine';
import { withServerMessage } from '../../services/http/errors';
import { loadStudyPlan } from '../../services/studyPlan';
import type { SignInDeps } from '../serviceDeps';

/** The plan screen's effects, for studyPlanMachine.provide(): each refusal carries the backend's reason. */
export const studyPlanServices = ({ api, requireLogin }: SignInDeps) => ({
  actors: {
    loadPlan: fromPromise<StudyPlan, StudyPlanInput>(async ({ input }) => {
      await requireLogin();
      return withServerMessage(loadStudyPlan(api, input.deckId));
    }),
    updatePlan: fromPromise<PlanSettings, StudyPlanInput & { change: PlanChange }>(({ input }) =>
      withServerMessage(api.study.updateStudyPlan({ body: { deck_id: input.deckId, ...input.change }, noToast: true })),
    ),
    extendPlan: fromPromise<PlanSettings, StudyPlanInput & { days: number }>(({ input }) =>
      withServerMessage(
        api.study.extendStudyPlan({ body: { deck_id: input.deckId, days: input.days }, noToast: true }),
      ),
    ),
    resetPlan: fromPromise<PlanSettings, StudyPlanInput>(({ input }) =>
      withServerMessage(api.study.resetStudyPlan({ body: { deck_id: input.deckId }, noToast: true })),
    ),
  },
});
