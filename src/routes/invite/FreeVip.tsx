import { useNavigate } from 'react-router-dom';
import { LEARN_REWARD_RULES } from '../../domain/learnReward';
import { freeVipMachine } from '../../machines/freeVip.machine';
import { freeVipView, type FreeVipView as View } from '../../machines/freeVip.view';
import { FreeVipView, type FreeVipScreenState } from '../../ui/invite/FreeVipView';
import { clientStore } from '../app';
import { appSignIn } from '../serviceDeps';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { freeVipServices } from './freeVipServices';
import { dateOf } from '../vip/dates';

/** The view with dates as users read them. */
function screenState(view: View): FreeVipScreenState {
  switch (view.kind) {
    case 'notEligible':
      return view.bar.reason === 'ended'
        ? { kind: 'ended' }
        : {
            kind: 'oldUser',
            registeredDate: dateOf(view.bar.registeredAt) ?? '',
            newUserDays: LEARN_REWARD_RULES.newUserDays,
          };
    case 'claimed':
      return { kind: 'claimed', days: view.days, vipEndDate: dateOf(view.vipEndAt) };
    default:
      return view;
  }
}

/** /free-vip: sign in, enter a friend's invitation code, study, claim the free VIP (or why not). */
export default function FreeVip() {
  const navigate = useNavigate();
  const actor = useScreenActor(() => ({
    logic: freeVipMachine.provide(freeVipServices(appSignIn)),
    options: { input: { signedIn: clientStore.get().token !== '' } },
  }));
  const view = useMachineView(actor, freeVipView);
  return (
    <TitledScreen>
      <FreeVipView
        state={screenState(view)}
        onSignIn={() => actor.send({ type: 'start' })}
        onSubmitCode={(code) => actor.send({ type: 'code.submit', code })}
        onRefresh={() => actor.send({ type: 'refresh' })}
        onClaim={() => actor.send({ type: 'claim' })}
        onRetry={() => actor.send({ type: 'retry' })}
        onOpenApp={() => void navigate('/go/landing')}
        onInviteFriends={() => void navigate('/invite-friend')}
        onHome={() => void navigate('/')}
      />
    </TitledScreen>
  );
}
