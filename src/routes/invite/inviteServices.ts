import { fromPromise } from 'xstate';
import type { Inviter, InviteOutcome } from '../../domain/invite';
import { inviteOutcome, loadInviter } from '../../services/invite';
import type { SignInDeps } from '../serviceDeps';
import { signInWith } from '../../machines/steps';

export interface InviteDeps extends SignInDeps {
  /** Spec §3: from now on every request carries X-Inviter-Id, and the sign-in sends pvt_inviter. */
  rememberInviter(userId: string): void;
}

/** The invite landing's effects, for inviteMachine.provide(). */
export const inviteServices = ({ api, requireLogin, rememberInviter }: InviteDeps) => ({
  actors: {
    loadInviter: fromPromise<Inviter | null, { huaId: string }>(({ input }) => loadInviter(api, input.huaId)),
    requireLogin: signInWith(requireLogin),
    loadOutcome: fromPromise<InviteOutcome, { inviterId: string }>(({ input }) => inviteOutcome(api, input.inviterId)),
  },
  actions: { rememberInviter: (_: unknown, { userId }: { userId: string }) => rememberInviter(userId) },
});
