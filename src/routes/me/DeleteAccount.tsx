import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { maskedPhone } from '../../domain/user';
import { vipDaysLeft } from '../../domain/vip';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { accountDeletionMachine } from '../../machines/accountDeletion.machine';
import { accountDeletionView } from '../../machines/accountDeletion.view';
import type { phoneLoginMachine } from '../../machines/phoneLogin.machine';
import { PHONE_LOGIN_TEXT } from '../../machines/phoneLogin.machine';
import { toast } from '../../services/toast';
import { ACCOUNTS_COPY } from '../../ui/me/accountsCopy';
import {
  DELETE_ACCOUNT_COPY,
  DeleteAccountView,
  OwnerReading,
  type DeleteAccountState,
} from '../../ui/me/DeleteAccountView';
import { LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
import { forgetLogin } from '../app';
import { api } from '../api';
import { requireLogin } from '../auth';
import { PhoneCodeForm } from '../auth/PhoneLogin';
import { phoneLoginServices } from '../auth/phoneLoginServices';
import { authActor } from '../auth/session';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { accountDeletionServices } from './accountDeletionServices';

const SUPPORT_PATH = `/txc/${import.meta.env.VITE_SUPPORT_PRODUCT_ID}`;

const services = accountDeletionServices({
  api,
  verifyServices: phoneLoginServices({
    api,
    notify: (message) => toast(message === PHONE_LOGIN_TEXT.loggedIn ? DELETE_ACCOUNT_COPY.verified : message),
  }),
  adoptSession: (token) => authActor.send({ type: 'token.set', token }),
  forgetSession: () => {
    forgetLogin();
    authActor.send({ type: 'logout' });
  },
});

interface Owner {
  phone: string | null;
  vipDays: number;
}

const loadOwner = async (): Promise<Owner> => {
  await requireLogin();
  const [user, vip] = await Promise.all([api.auth.getMyInfo(), api.vip.getMyVip()]);
  const phone = user.phone_number_e164?.replace(/^\+86/, '') ?? null;
  return { phone: phone && /^\d{11}$/.test(phone) ? phone : null, vipDays: vipDaysLeft(vip, Date.now()) };
};

/** /me/accounts/delete 注销账号: signs in first, reads the bound phone and the VIP days, then runs the flow. */
export default function DeleteAccount() {
  const navigate = useNavigate();
  const owner = useRequest(loadOwner);
  const { run } = owner;
  useEffect(() => run(undefined), [run]);
  let body;
  if (owner.result) body = <DeletionFlow owner={owner.result} />;
  else if (owner.error === LOGIN_CANCELLED_TEXT)
    body = (
      <SignInNeeded {...DELETE_ACCOUNT_COPY.signIn} onLogin={() => run(undefined)} onHome={() => void navigate('/')} />
    );
  else if (owner.error)
    body = <LoadFailed title={ACCOUNTS_COPY.loadFailed} error={owner.error} onRetry={() => run(undefined)} />;
  else body = <OwnerReading />;
  return <TitledScreen>{body}</TitledScreen>;
}

function DeletionFlow({ owner }: { owner: Owner }) {
  const navigate = useNavigate();
  const actor = useScreenActor(() => ({
    logic: accountDeletionMachine.provide(services),
    options: { input: { phone: owner.phone } },
  }));
  const view = useMachineView(actor, accountDeletionView);
  useEffect(() => {
    if (view.kind === 'cancelled') void navigate('/me/accounts', { replace: true });
  }, [view.kind, navigate]);

  let state: DeleteAccountState;
  switch (view.kind) {
    case 'review':
      state = { kind: 'review', vipDays: owner.vipDays, canProceed: view.canProceed };
      break;
    case 'verify': {
      const child = actor.getSnapshot().children.verify as ActorRefFrom<typeof phoneLoginMachine> | undefined;
      state = {
        kind: 'verify',
        form: child && (
          <PhoneCodeForm
            actor={child}
            fixedPhone={maskedPhone(view.phone) ?? ''}
            submitLabel={DELETE_ACCOUNT_COPY.verify}
          />
        ),
      };
      break;
    }
    case 'cancelled':
      state = { kind: 'review', vipDays: owner.vipDays, canProceed: true };
      break;
    default:
      state = view;
  }
  return (
    <DeleteAccountView
      state={state}
      onProceed={() => actor.send({ type: 'proceed' })}
      onCancel={() => actor.send({ type: 'cancel' })}
      onConfirm={() => actor.send({ type: 'confirm' })}
      onHome={() => void navigate('/', { replace: true })}
      onSupport={() => void navigate(SUPPORT_PATH)}
    />
  );
}
