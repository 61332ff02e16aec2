import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { oauthConfigFromVite } from '../../services/oauth';
import { bindOpenId, loadStanding, unbindOpenId } from '../../services/mpBinding';
import { MpBindingView, type MpBindingState } from '../../ui/binding/MpBindingView';
import { api } from '../api';
import { clientStore, envFacts } from '../app';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

/** The official account whose open id the WeChat-like silent sign-in gives this page. */
const MP_ID = oauthConfigFromVite().wechat.appId;

/** /czyBinding: bind this WeChat (the official account's open id) to the signed-in account, or unbind it. */
export default function CzyBinding() {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(clientStore.get().token !== '');
  const [confirming, setConfirming] = useState(false);
  const { openID } = clientStore.get();
  const standing = useRequest(() => loadStanding(api, MP_ID, openID));
  const { run: read } = standing;
  const bind = useRequest(
    () => bindOpenId(api, MP_ID, openID),
    () => read(undefined),
  );
  const unbind = useRequest(
    () => unbindOpenId(api, MP_ID),
    () => {
      setConfirming(false);
      read(undefined);
    },
  );
  useEffect(() => {
    if (signedIn && openID) read(undefined);
  }, [signedIn, openID, read]);

  let state: MpBindingState;
  if (!signedIn) state = { kind: 'signedOut' };
  // In the WeChat-like browser the silent sign-in brings the open id back on a reload of this page.
  else if (!openID) state = envFacts.isWx ? { kind: 'loading' } : { kind: 'outsideWechat' };
  else if (standing.error && !standing.result) state = { kind: 'failed', error: standing.error };
  else if (!standing.result) state = { kind: 'loading' };
  else
    state = {
      kind: 'ready',
      standing: standing.result,
      busy: bind.busy || unbind.busy || standing.busy,
      error: bind.error || unbind.error,
      confirming,
    };
  return (
    <TitledScreen>
      <MpBindingView
        state={state}
        onLogin={() =>
          void requireLogin().then(
            () => setSignedIn(true),
            () => {},
          )
        }
        onHome={() => void navigate('/')}
        onRetry={() => read(undefined)}
        onBind={() => bind.run(undefined)}
        onUnbind={() => setConfirming(true)}
        onConfirmUnbind={() => unbind.run(undefined)}
        onCancelUnbind={() => setConfirming(false)}
      />
    </TitledScreen>
  );
}
