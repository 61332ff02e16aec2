import { fromPromise } from 'xstate';
import type { ReviewDecision } from '../../domain/review';
import type { DecideInput } from '../../machines/reviewDecision.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface ReviewDecisionDeps {
  api: Api;
  /** The books in review and the console's counts are read again. */
  decided: () => void;
}

/** The effects of reviewDecisionMachine, for the route, the headless driver and the tests. */
export const reviewDecisionServices = ({ api, decided }: ReviewDecisionDeps) => ({
  actors: {
    // The decision panel shows a refusal under its buttons; no toast on top of it.
    decide: fromPromise<ReviewDecision, DecideInput>(({ input }) =>
      withServerMessage(
        api.ugc.decideReview({
          path: { ugc_book_id: input.ugcBookId },
          body: input.approve ? { approve: true } : { approve: false, reason: input.reason },
          noToast: true,
        }),
      ),
    ),
  },
  actions: { decided: () => decided() },
});
