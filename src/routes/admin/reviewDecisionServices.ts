import { fromPromise } from 'xstate';
import type { Verdict } from '../../domain/review';
import type { DecideInput } from '../../machines/reviewDecision.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface ReviewDecisionDeps {
  api: Api;
  /** What is decided: a creator's book (内容审核) or a profile change (资料审核). */
  subject: 'book' | 'profile';
  /** The list in review and the console's counts are read again. */
  decided: () => void;
}

/** The server's decision call for each subject, and whether its answer says approved. */
const DECIDE = {
  book: async (api: Api, { subjectId, approve, reason }: DecideInput): Promise<Verdict> => {
    const book = await api.ugc.decideReview({
      path: { ugc_book_id: subjectId },
      body: approve ? { approve: true } : { approve: false, reason },
      noToast: true,
    });
    return { approved: book.status === 'PUBLISHED' };
  },
  profile: async (api: Api, { subjectId, approve, reason }: DecideInput): Promise<Verdict> => {
    const change = await api.user.reviewPreference({
      path: { id: subjectId },
      body: approve ? { approve: true } : { approve: false, reason },
      noToast: true,
    });
    return { approved: change.status === 'APPROVED' };
  },
};

/** The effects of reviewDecisionMachine, for the routes, the headless driver and the tests. */
export const reviewDecisionServices = ({ api, subject, decided }: ReviewDecisionDeps) => ({
  actors: {
    // The decision panel shows a refusal under its buttons; no toast on top of it.
    decide: fromPromise<Verdict, DecideInput>(({ input }) => withServerMessage(DECIDE[subject](api, input))),
  },
  actions: { decided: () => decided() },
});
