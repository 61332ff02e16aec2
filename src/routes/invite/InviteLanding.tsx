import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { huaIdOf, INVITE_REWARD_DAYS, type Inviter, type InviteOutcome } from '../../domain/invite';
import { inviteMachine } from '../../machines/invite.machine';
import { inviteView } from '../../machines/invite.view';
import { inviteOutcome, loadInviter } from '../../services/invite';
import { InviteView } from '../../ui/invite/InviteView';
import { StatusView } from '../../ui/shell/StatusView';
import { clientStore } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';

const inviteServices = {
  actors: {
    loadInviter: fromPromise<Inviter | null, { huaId: string }>(({ input }) => loadInviter(api, input.huaId)),
    requireLogin: fromPromise<void>(() => requireLogin()),
    loadOutcome: fromPromise<InviteOutcome, { inviterId: string }>(({ input }) => inviteOutcome(api, input.inviterId)),
  },
  // Spec §3: from now on every request carries X-Inviter-Id, and the sign-in on this route sends pvt_inviter.
  actions: { rememberInviter: (_: unknown, { userId }: { userId: string }) => clientStore.setInviter(userId) },
};

function Invite({ huaId }: { huaId: string }) {
  const navigate = useNavigate();
  const actor = useScreenActor(() => ({
    logic: inviteMachine.provide(inviteServices),
    options: { input: { huaId, signedIn: clientStore.get().token !== '' } },
  }));
  const view = useMachineView(actor, inviteView);
  return (
    <InviteView
      state={view}
      rewardDays={INVITE_REWARD_DAYS}
      onAccept={() => actor.send({ type: 'accept' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onHome={() => void navigate('/')}
      onOpenApp={() => void navigate('/go/landing')}
      onInviteFriends={() => void navigate('/invite-friend')}
    />
  );
}

/** /invite/:huaid (spec §2, §5): the invite landing of a hua id, with or without a leading h. */
export default function InviteLanding() {
  const huaId = huaIdOf(useParams().huaid);
  const navigate = useNavigate();
  return (
    <TitledScreen>
      {huaId ? (
        <Invite key={huaId} huaId={huaId} />
      ) : (
        <StatusView
          mark="?"
          title="邀请链接无效"
          description="链接中的邀请码不正确，请向好友确认链接是否完整。"
          actions={[{ label: '返回首页', primary: true, onClick: () => void navigate('/') }]}
        />
      )}
    </TitledScreen>
  );
}
