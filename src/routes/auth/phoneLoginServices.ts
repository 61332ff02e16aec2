import { fromPromise } from 'xstate';
import type { LoginInput, LoginOutput, SendCodeInput, SendCodeOutput } from '../../machines/phoneLogin.machine';
import { phoneSigninBody, type BlockPuzzleResponse } from '../../services/api/auth';
import type { Api } from '../../services/api';
import { userMessage } from '../../services/http/errors';
import { CAPTCHA_COPY } from '../../ui/login/captchaCopy';

export interface PhoneLoginDeps {
  api: Api;
  /** A short message to the learner (a toast in the app). */
  notify(message: string): void;
}

/** The phone sheet's effects, given to phoneLoginMachine with `.provide()`. */
export const phoneLoginServices = ({ api, notify }: PhoneLoginDeps) => ({
  actors: {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(({ input }) =>
      api.auth.sendSmsCode({
        body: {
          purpose: 'SIGNIN',
          country_code: 86,
          phone_number: input.phone,
          ...(input.captcha ? { captcha: input.captcha } : {}),
        },
      }),
    ),
    loadPuzzle: fromPromise<unknown>(async (): Promise<BlockPuzzleResponse> => {
      const puzzle = await api.auth.getBlockPuzzle({ noToast: true });
      if (puzzle.repCode !== '0000') throw new Error(puzzle.repMsg ?? CAPTCHA_COPY.puzzleFailed);
      return puzzle;
    }),
    login: fromPromise<LoginOutput, LoginInput>(async ({ input }) => {
      try {
        return await api.auth.signinPhone({
          body: phoneSigninBody(input),
          // The sheet shows the server's reason above the button instead.
          noBadRequestToast: true,
        });
      } catch (error) {
        throw new Error(userMessage(error), { cause: error });
      }
    }),
  },
  actions: {
    notify: (_: unknown, { message }: { message: string }) => notify(message),
  },
});
