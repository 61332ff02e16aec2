import { fromPromise } from 'xstate';
import type { RedeemResult } from '../../domain/redeem';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface RedeemDeps {
  api: Api;
  /** 兑换记录 reads its first page again. */
  reloadHistory: () => void;
}

/** The effects of redeemMachine, for the route, the headless driver and the tests. */
export const redeemServices = ({ api, reloadHistory }: RedeemDeps) => ({
  actors: {
    // The field shows why a code was refused; no toast on top of it.
    consumeCode: fromPromise<RedeemResult, { code: string }>(({ input }) =>
      withServerMessage(api.redeem.consumeCode({ body: { code: input.code }, noBadRequestToast: true })),
    ),
  },
  actions: { reloadHistory: () => reloadHistory() },
});
