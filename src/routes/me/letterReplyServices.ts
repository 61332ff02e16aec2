import { fromPromise } from 'xstate';
import { LETTER_NAMESPACE, type LetterComment } from '../../domain/letter';
import type { SendReplyInput } from '../../machines/letterReply.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

/** The effects of letterReplyMachine, for the route, the headless driver and the tests. */
export const letterReplyServices = ({ api }: { api: Api }) => ({
  actors: {
    // The box shows the refusal under it; no toast on top of it.
    sendReply: fromPromise<LetterComment, SendReplyInput>(({ input }) =>
      withServerMessage(
        api.letter.commentOnInstance({
          path: { namespace: LETTER_NAMESPACE, instance_letter_id: input.letterId },
          body: { content: input.content },
          noBadRequestToast: true,
        }),
      ),
    ),
  },
  actions: {},
});
