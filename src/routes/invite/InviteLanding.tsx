import { useNavigate, useParams } from 'react-router-dom';
import { huaIdOf, INVITE_REWARD_DAYS } from '../../domain/invite';
import { inviteMachine } from '../../machines/invite.machine';
import { inviteView } from '../../machines/invite.view';
import { InviteLinkInvalid, InviteView } from '../../ui/invite/InviteView';
import { clientStore } from '../app';
import { user } from '../../services/api/user';
import { requireLogin } from '../auth';
import { apiWith } from '../callApi';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { inviteServices } from './inviteServices';

/** The inviter is read before the sign-in layer has come; the check after a sign-in loads the rest of the catalogue. */
const services = inviteServices({
  api: apiWith({ user }),
  requireLogin,
  rememberInviter: (userId) => clientStore.setInviter(userId),
});

function Invite({ huaId }: { huaId: string }) {
  const navigate = useNavigate();
  const actor = useScreenActor(() => ({
    logic: inviteMachine.provide(services),
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
      {huaId ? <Invite key={huaId} huaId={huaId} /> : <InviteLinkInvalid onHome={() => void navigate('/')} />}
    </TitledScreen>
  );
}
