import { fromPromise } from 'xstate';
import type { NotifyParams } from '../../machines/effects';
import type { RefundStatus, ShowStatusParams } from '../../machines/refund.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface RefundDeps {
  api: Api;
  /** The order's row in the list takes the status the backend read. */
  showStatus: (status: RefundStatus) => void;
  notify: (message: string) => void;
}

const statusOf = (order: { order_id: string; status: RefundStatus['status'] }): RefundStatus => ({
  orderId: order.order_id,
  status: order.status,
});

/** The effects of refundMachine, for the route, the headless driver and the tests. */
export const refundServices = ({ api, showStatus, notify }: RefundDeps) => ({
  actors: {
    // The confirmation shows a refusal; no toast on top of it.
    requestRefund: fromPromise<RefundStatus, { orderId: string }>(({ input }) =>
      withServerMessage(api.order.refundOrder({ path: { order_id: input.orderId }, noBadRequestToast: true })).then(
        statusOf,
      ),
    ),
    readStatus: fromPromise<RefundStatus, { orderId: string }>(({ input }) =>
      api.order.getOrder({ path: { order_id: input.orderId }, noToast: true }).then(statusOf),
    ),
  },
  actions: {
    showStatus: (_: unknown, { status }: ShowStatusParams) => showStatus(status),
    notify: (_: unknown, { message }: NotifyParams) => notify(message),
  },
});
