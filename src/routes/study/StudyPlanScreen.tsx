import { useNavigate, useParams } from 'react-router-dom';
import { leaseFit } from '../../domain/studyPlan';
import { bookIdFromParam } from '../../lib/bookCode';
import { chinaDate } from '../../lib/studyDates';
import { studyPlanMachine } from '../../machines/studyPlan.machine';
import { studyPlanView } from '../../machines/studyPlan.view';
import { PlanBookMissing, PlanLoadFailed, StudyPlanSkeleton, StudyPlanView } from '../../ui/study/StudyPlanView';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { appSignIn } from '../serviceDeps';
import { studyPlanServices } from './studyPlanServices';

/** /me/plan/:bookId (a numeric id or a BK code), 学习计划 of a book the reader owns or leases. */
export default function StudyPlanScreen() {
  const navigate = useNavigate();
  const deckId = bookIdFromParam(useParams().bookId);
  if (!deckId)
    return (
      <TitledScreen>
        <PlanBookMissing onLibrary={() => void navigate('/sale/cm')} />
      </TitledScreen>
    );
  return <PlanScreen deckId={deckId} />;
}

function PlanScreen({ deckId }: { deckId: string }) {
  const navigate = useNavigate();
  const actor = useScreenActor(() => ({
    logic: studyPlanMachine.provide(studyPlanServices(appSignIn)),
    options: { input: { deckId } },
  }));
  const view = useMachineView(actor, studyPlanView);
  if (view.kind === 'failed')
    return (
      <TitledScreen>
        <PlanLoadFailed
          error={view.error}
          onRetry={() => actor.send({ type: 'plan.retry' })}
          onShelf={() => void navigate('/me/books')}
        />
      </TitledScreen>
    );
  if (view.kind === 'loading')
    return (
      <TitledScreen>
        <StudyPlanSkeleton />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <StudyPlanView
        {...view}
        lease={leaseFit(view.plan, chinaDate(Date.now()))}
        onEdit={() => actor.send({ type: 'plan.edit' })}
        onSave={(change) => actor.send({ type: 'plan.save', change })}
        onCancel={() => actor.send({ type: 'plan.cancel' })}
        onExtend={(days) => actor.send({ type: 'plan.extend', days })}
        onReset={() => actor.send({ type: 'plan.reset' })}
        onConfirmReset={() => actor.send({ type: 'reset.confirm' })}
        onCancelReset={() => actor.send({ type: 'reset.cancel' })}
        onOpenApp={() => void navigate('/go/landing')}
        onOpenShelf={() => void navigate('/me/books')}
      />
    </TitledScreen>
  );
}
