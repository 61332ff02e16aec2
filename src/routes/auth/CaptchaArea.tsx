import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { phoneLoginMachine } from '../../machines/phoneLogin.machine';
import type { BlockPuzzleResponse } from '../../services/api/auth';
import { blockPuzzleAnswer } from '../../services/captcha';
import { SliderCaptchaView, type SliderCaptchaStatus } from '../../ui/login/SliderCaptchaView';

type PhoneLoginRef = ActorRefFrom<typeof phoneLoginMachine>;

const STATUS: [state: string, status: SliderCaptchaStatus, message?: string][] = [
  ['loading', 'loading'],
  ['showing', 'ready'],
  ['verifying', 'verifying'],
  ['refreshing', 'failed', '验证失败，请重试'],
  ['failed', 'error', '验证图片加载失败'],
];

/** The slider captcha of the phone sheet, shown while the backend asks for it (bizCode 400). */
export function CaptchaArea({ actor }: { actor: PhoneLoginRef }) {
  const snapshot = useSelector(actor, (s) => s);
  if (!snapshot.hasTag('captcha')) return null;
  const puzzle = snapshot.context.puzzle as BlockPuzzleResponse | null;
  const [, status, message] =
    STATUS.find(([state]) => snapshot.matches({ sms: { captcha: state } as never })) ?? STATUS[0]!;

  return (
    <SliderCaptchaView
      status={status}
      message={message}
      backgroundBase64={puzzle?.repData.originalImageBase64}
      pieceBase64={puzzle?.repData.jigsawImageBase64}
      onRelease={(moved, shownWidth) => {
        if (!puzzle) return;
        const { token, secretKey } = puzzle.repData;
        actor.send({
          type: 'captcha.solve',
          verification: blockPuzzleAnswer({ token, secretKey, moved, shownWidth }).captchaVerification,
        });
      }}
      onRefresh={() => actor.send({ type: 'captcha.refresh' })}
      onClose={() => actor.send({ type: 'captcha.close' })}
    />
  );
}
