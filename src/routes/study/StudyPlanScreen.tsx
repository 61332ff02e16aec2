import { useNavigate, useParams } from 'react-router-dom';
import { bookIdFromParam } from '../../lib/bookCode';
import { studyPlanMachine } from '../../machines/studyPlan.machine';
import { studyPlanView } from '../../machines/studyPlan.view';
import { StatusView } from '../../ui/shell/StatusView';
import { StudyPlanSkeleton, StudyPlanView } from '../../ui/study/StudyPlanView';
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
        <StatusView
          mark="?"
          title="书籍不存在"
          description="链接里的书籍编号不对，请从书籍页面进入学习计划"
          actions={[{ label: '去书库', primary: true, onClick: () => void navigate('/sale/cm') }]}
        />
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
        <StatusView
          mark="!"
          title="学习计划加载失败"
          description={view.error}
          actions={[
            { label: '重试', primary: true, onClick: () => actor.send({ type: 'plan.retry' }) },
            { label: '我的书架', onClick: () => void navigate('/me/books') },
          ]}
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
