import { inviteFriendMachine } from '../../machines/inviteFriend.machine';
import { inviteFriendView } from '../../machines/inviteFriend.view';
import {
  INVITE_CODE_NAME,
  InviteFriendView,
  inviteShareCopy,
  type InviteFriendScreenState,
} from '../../ui/invite/InviteFriendView';
import { clientStore } from '../app';
import { copyText, shareImage, useShare } from '../share';
import { appSignIn } from '../serviceDeps';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { inviteFriendServices } from './inviteFriendServices';

/** Spec §2 /invite/:huaid: the landing my friends open. */
const inviteLink = (huaId: string) => `${window.location.origin}/invite/${huaId}`;

/** /invite-friend: my invite code and link (QR, share), the friends who joined and the rewards they earn me. */
export default function InviteFriend() {
  const { share, guide } = useShare();
  const actor = useScreenActor(() => ({
    logic: inviteFriendMachine.provide(inviteFriendServices(appSignIn)),
    options: { input: { signedIn: clientStore.get().token !== '' } },
  }));
  const view = useMachineView(actor, inviteFriendView);
  const state: InviteFriendScreenState = view.kind === 'ready' ? { ...view, link: inviteLink(view.huaId) } : view;
  return (
    <TitledScreen>
      <InviteFriendView
        state={state}
        onSignIn={() => actor.send({ type: 'signIn' })}
        onRetry={() => actor.send({ type: 'retry' })}
        onClaim={(friendId) => actor.send({ type: 'claim', friendId })}
        onCopyCode={() => view.kind === 'ready' && copyText(view.code, INVITE_CODE_NAME)}
        onShare={() =>
          view.kind === 'ready' &&
          share({ ...inviteShareCopy(view), link: inviteLink(view.huaId), imgUrl: shareImage() })
        }
      />
      {guide}
    </TitledScreen>
  );
}
