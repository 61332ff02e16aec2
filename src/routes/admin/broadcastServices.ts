import { fromPromise } from 'xstate';
import { LETTER_NAMESPACE, type Broadcast, type BroadcastBody } from '../../domain/letter';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

interface BroadcastDeps {
  api: Api;
  /** A broadcast sent from this device, remembered so that 最近发送 can open it again after a reload. */
  remember: (broadcastId: string) => void;
}

const namespace = LETTER_NAMESPACE;

/** The effects of broadcastMachine, for the route, the headless driver and the tests. */
export const broadcastServices = ({ api, remember }: BroadcastDeps) => ({
  actors: {
    create: fromPromise<Broadcast, BroadcastBody>(({ input }) =>
      withServerMessage(api.letter.createBroadcast({ path: { namespace }, body: input, noToast: true })),
    ),
    instantiate: fromPromise<Broadcast, { broadcastId: string }>(async ({ input }) => {
      const sent = await withServerMessage(
        api.letter.instantiateBroadcast({
          path: { namespace, broadcast_letter_id: input.broadcastId },
          body: {},
          noToast: true,
        }),
      );
      remember(sent.broadcast_letter_id);
      return sent;
    }),
    remove: fromPromise<Broadcast, { broadcastId: string }>(({ input }) =>
      withServerMessage(
        api.letter.deleteBroadcast({ path: { broadcast_letter_id: input.broadcastId }, noToast: true }),
      ),
    ),
  },
});
