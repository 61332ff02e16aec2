import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { InAppLoginChoice } from '../../ui/login/InAppLoginChoice';
import { LOGIN_TITLES, LoginSheet } from '../../ui/login/LoginSheet';
import { clientStore, envFacts } from '../app';
import { AGREEMENT_LINKS } from './links';
import { PhoneLogin } from './PhoneLogin';
import { authView } from '../../machines/auth.view';
import { inAppLoginView } from '../../machines/wechatAuth.view';
import { useMachineView } from '../useMachineView';
import { authActor } from './session';
import { startOneTapLogin, wechatActor } from './wechatSession';

const inAppProvider = envFacts.isWx ? 'wechat' : envFacts.isQQ ? 'qq' : undefined;

/** pvt_inviter: only on the invite route, from the inviter it stored. */
function inviterOn(path: string): string | undefined {
  if (!path.startsWith('/invite/')) return undefined;
  const id = clientStore.getInviter();
  return id && /^[1-9]\d{0,19}$/.test(id) ? id : undefined;
}

/** The global login dialog (spec §2): opened by authMachine, in-app choice first inside WeChat-like and QQ-like browsers. */
export default function LoginDialog() {
  const { dialogOpen: opened } = useMachineView(authActor, authView);
  const location = useLocation();
  const [phoneChosen, setPhoneChosen] = useState(false);
  const leaving = useMachineView(wechatActor, inAppLoginView).kind === 'leaving';
  const showChoice = inAppProvider !== undefined && !phoneChosen;

  const close = () => {
    setPhoneChosen(false);
    authActor.send({ type: 'dialog.close' });
  };

  return (
    <LoginSheet opened={opened} onClose={close} title={LOGIN_TITLES[showChoice ? 'choice' : 'phone']}>
      {opened &&
        (showChoice ? (
          <InAppLoginChoice
            {...AGREEMENT_LINKS}
            provider={inAppProvider}
            busy={leaving}
            onOneTap={() => startOneTapLogin(inAppProvider, location.pathname + location.search)}
            onPhone={() => setPhoneChosen(true)}
          />
        ) : (
          <PhoneLogin inviterId={inviterOn(location.pathname)} />
        ))}
    </LoginSheet>
  );
}
