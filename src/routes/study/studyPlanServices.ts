import { fromPromise } from 'xstate';
import type { PlanEdit, PlanSettings, StudyPlan } from '../../domain/studyPlan';
import type { StudyPlanInput } from '../../machines/studyPlan.machine';
import { withServerMessage } from '../../services/http/errors';
import { loadStudyPlan, saveStudyPlan } from '../../services/studyPlan';
import type { SignInDeps } from '../serviceDeps';

/** The plan screen's effects, for studyPlanMachine.provide(): each refusal carries the backend's reason. */
export const studyPlanServices = ({ api, requireLogin }: SignInDeps) => ({
  actors: {
    loadPlan: fromPromise<StudyPlan, StudyPlanInput>(async ({ input }) => {
      await requireLogin();
      return withServerMessage(loadStudyPlan(api, input.deckId));
    }),
    savePlan: fromPromise<PlanSettings, StudyPlanInput & { edit: PlanEdit }>(({ input }) =>
      withServerMessage(saveStudyPlan(api, input.deckId, input.edit)),
    ),
  },
});
