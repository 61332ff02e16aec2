import { Skeleton } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { phoneLoginMachine } from '../../machines/phoneLogin.machine';
import { phoneLoginView } from '../../machines/phoneLogin.view';
import { PhoneLoginForm } from '../../ui/login/PhoneLoginForm';
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
    logic: phoneLoginMachine.provide(phoneLoginServices),
    options: { input: { inviterId } },
  }));
  const view = useMachineView(actor, phoneLoginView);

  useEffect(() => {
    const subscription = actor.on('login.success', ({ token }) => authActor.send({ type: 'dialog.close', token }));
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <PhoneLoginForm
      {...AGREEMENT_LINKS}
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
          <Suspense fallback={<Skeleton height={200} radius="md" aria-label="正在加载安全验证" />}>
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
