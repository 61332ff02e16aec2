import type { PhoneLoginEvent } from '../../machines/phoneLogin.machine';
import type { CaptchaView } from '../../machines/phoneLogin.view';
import type { BlockPuzzleResponse } from '../../services/api/auth';
import { blockPuzzleAnswer } from '../../services/captcha';
import { CAPTCHA_STATUS, SliderCaptchaView } from '../../ui/login/SliderCaptchaView';

export interface CaptchaAreaProps {
  captcha: CaptchaView;
  send: (event: PhoneLoginEvent) => void;
}

/** The slider captcha of the phone sheet, shown while the backend asks for it (bizCode 400). */
export function CaptchaArea({ captcha, send }: CaptchaAreaProps) {
  const puzzle = 'puzzle' in captcha ? (captcha.puzzle as BlockPuzzleResponse | null) : null;
  const [status, message] = CAPTCHA_STATUS[captcha.kind];
  return (
    <SliderCaptchaView
      status={status}
      message={message}
      backgroundBase64={puzzle?.repData.originalImageBase64}
      pieceBase64={puzzle?.repData.jigsawImageBase64}
      onRelease={(moved, shownWidth) => {
        if (!puzzle) return;
        const { token, secretKey } = puzzle.repData;
        send({
          type: 'captcha.solve',
          verification: blockPuzzleAnswer({ token, secretKey, moved, shownWidth }).captchaVerification,
        });
      }}
      onRefresh={() => send({ type: 'captcha.refresh' })}
      onClose={() => send({ type: 'captcha.close' })}
    />
  );
}
