import { fromPromise } from 'xstate';
import { normalizeSquadCode, type SquadPage } from '../../domain/squad';
import type { SquadInput } from '../../machines/squad.machine';
import { withServerMessage } from '../../services/http/errors';
import { loadSquadPage } from '../../services/squad';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

/** The squad page's effects, for squadMachine.provide(). */
export const squadServices = ({ api, requireLogin }: SignInDeps) => ({
  actors: {
    loadSquad: fromPromise<SquadPage, SquadInput>(({ input }) => loadSquadPage(api, input.inviteCode, input.signedIn)),
    requireLogin: signInWith(requireLogin),
    joinSquad: fromPromise<unknown, { inviteCode: string }>(({ input }) =>
      withServerMessage(
        api.vip.joinSquad({ body: { invite_code: normalizeSquadCode(input.inviteCode) }, noToast: true }),
      ),
    ),
    exitSquad: fromPromise<unknown, { squadId: string }>(({ input }) =>
      withServerMessage(api.vip.exitSquad({ path: { squad_id: input.squadId }, body: {}, noToast: true })),
    ),
  },
});
