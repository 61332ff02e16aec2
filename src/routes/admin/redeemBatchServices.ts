import { fromPromise } from 'xstate';
import type { GeneratedBatch, RedeemBatchBody } from '../../domain/redeem';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface RedeemBatchDeps {
  api: Api;
  /** 生成记录 reads its first page again. */
  reloadLog: () => void;
}

/** The effects of redeemBatchMachine, for the route, the headless driver and the tests. */
export const redeemBatchServices = ({ api, reloadLog }: RedeemBatchDeps) => ({
  actors: {
    generate: fromPromise<GeneratedBatch, RedeemBatchBody>(({ input }) =>
      withServerMessage(api.redeem.generateCodes({ body: input, noToast: true })),
    ),
  },
  actions: { reloadLog: () => reloadLog() },
});
