import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { phoneLoginMachine } from '../../machines/phoneLogin.machine';
import type { smsCountdownMachine } from '../../machines/smsCountdown.machine';
import { PhoneLoginForm } from '../../ui/login/PhoneLoginForm';
import { CaptchaArea } from './CaptchaArea';
import { actorInspect } from '../flows/liveActors';
import { AGREEMENT_LINKS } from './links';
import { phoneLoginServices } from './phoneLoginServices';
import { authActor } from './session';

type CountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

/** The phone sheet: a fresh phoneLogin actor each time it opens; its token closes the dialog. */
export function PhoneLogin({ inviterId }: { inviterId?: number }) {
  const actor = useActorRef(phoneLoginMachine.provide(phoneLoginServices), {
    input: { inviterId },
    inspect: actorInspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  // The countdown is invoked by the sms region, which is always active: the child always exists.
  const countdown = useSelector(snapshot.children.countdown as CountdownRef, (s) => s.context.remaining);

  useEffect(() => {
    const subscription = actor.on('login.success', ({ token }) => authActor.send({ type: 'dialog.close', token }));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { phone, code, phoneError, codeError, formError } = snapshot.context;
  return (
    <PhoneLoginForm
      {...AGREEMENT_LINKS}
      phone={phone}
      code={code}
      phoneError={phoneError}
      codeError={codeError}
      formError={formError}
      countdown={snapshot.hasTag('counting') ? countdown : 0}
      sending={snapshot.hasTag('sendingCode') && !snapshot.hasTag('captcha')}
      canSend={snapshot.can({ type: 'code.send' })}
      submitting={snapshot.hasTag('busy')}
      captcha={snapshot.hasTag('captcha') ? <CaptchaArea actor={actor} /> : undefined}
      onPhoneChange={(value) => actor.send({ type: 'phone.change', value })}
      onCodeChange={(value) => actor.send({ type: 'code.change', value })}
      onSendCode={() => actor.send({ type: 'code.send' })}
      onSubmit={() => actor.send({ type: 'submit' })}
    />
  );
}
