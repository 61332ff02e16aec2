import { Skeleton } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { phoneLoginMachine } from '../../machines/phoneLogin.machine';
import { phoneLoginView } from '../../machines/phoneLogin.view';
import { toast } from '../../services/toast';
import { CAPTCHA_COPY } from '../../ui/login/captchaCopy';
import { PhoneLoginForm } from '../../ui/login/PhoneLoginForm';
import { api } from '../api';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { lazyChunk } from '../shell/lazyScreen';
import type { CaptchaAreaProps } from './CaptchaArea';
import { AGREEMENT_LINKS } from './links';
import { phoneLoginServices } from './phoneLoginServices';
import { authActor } from './session';

/** The slider captcha and its cipher load when the backend first asks for it (the third send; DESIGN §9 budget). */
const CaptchaArea = lazyChunk<CaptchaAreaProps>(() =>
  import('./CaptchaArea').then((m) => ({ default: m.CaptchaArea })),
);

/** The phone sheet: a fresh phoneLogin actor each time it opens; its token closes the dialog. */
export function PhoneLogin({ inviterId }: { inviterId?: string }) {
  const actor = useScreenActor(() => ({
    logic: phoneLoginMachine.provide(phoneLoginServices({ api, notify: (message) => toast(message) })),
    options: { input: { inviterId } },
  }));

  useEffect(() => {
    const subscription = actor.on('login.success', ({ token }) => authActor.send({ type: 'dialog.close', token }));
    return () => subscription.unsubscribe();
  }, [actor]);

  return <PhoneCodeForm actor={actor} {...AGREEMENT_LINKS} />;
}

interface PhoneCodeFormProps {
  actor: ActorRefFrom<typeof phoneLoginMachine>;
  agreementUrl?: string;
  privacyUrl?: string;
  /** A known phone, masked: verified rather than typed (注销账号). */
  fixedPhone?: string;
  submitLabel?: string;
}

/** A phoneLogin actor's form: phone, SMS code with its countdown, and the captcha when the backend asks for one. */
export function PhoneCodeForm({ actor, ...shown }: PhoneCodeFormProps) {
  const view = useMachineView(actor, phoneLoginView);
  return (
    <PhoneLoginForm
      {...shown}
      phone={view.phone}
      code={view.code}
      phoneError={view.phoneError}
      codeError={view.codeError}
      formError={view.formError}
      countdown={view.countdown}
      sending={view.sending}
      canSend={view.canSend}
      submitting={view.submitting}
      captcha={
        view.captcha ? (
          <Suspense fallback={<Skeleton height={200} radius="md" aria-label={CAPTCHA_COPY.loading} />}>
            <CaptchaArea captcha={view.captcha} send={(event) => actor.send(event)} />
          </Suspense>
        ) : undefined
      }
      onPhoneChange={(value) => actor.send({ type: 'phone.change', value })}
      onCodeChange={(value) => actor.send({ type: 'code.change', value })}
      onSendCode={() => actor.send({ type: 'code.send' })}
      onSubmit={() => actor.send({ type: 'submit' })}
    />
  );
}
