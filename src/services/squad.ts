import { isSquadCode, normalizeSquadCode, type SquadMember, type SquadPage } from '../domain/squad';
import type { Api } from './api';
import { HttpError, withServerMessage } from './http/errors';

const missing = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * The squad page's data: the squad of the code, and when signed in my own squad and its codes to share. An
 * unknown code is `squad: null` (not found), never an error; other failures carry a Chinese message.
 */
export const loadSquadPage = (api: Api, inviteCode: string, signedIn: boolean): Promise<SquadPage> =>
  withServerMessage(load(api, inviteCode, signedIn));

async function load(api: Api, inviteCode: string, signedIn: boolean): Promise<SquadPage> {
  // A garbled link finds no squad, and asks the backend nothing.
  if (!isSquadCode(inviteCode)) return { squad: null, mine: null, codes: [] };
  const code = normalizeSquadCode(inviteCode);
  const [squad, mine] = await Promise.all([
    api.vip.getSquadByInviteCode({ path: { invite_code: code }, noToast: true }).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    }),
    signedIn ? api.vip.getMySquad({ noToast: true }) : Promise.resolve(null),
  ]);
  if (!squad) return { squad: null, mine, codes: [] };
  const codes = mine?.squad
    ? await api.vip.listSquadInviteCodes({ path: { squad_id: mine.squad.squad_id }, noToast: true })
    : { invite_codes: [] };
  return { squad, mine, codes: codes.invite_codes };
}

/** The members of a squad, the owner first; a failure carries a Chinese message. */
export const loadSquadMembers = (api: Api, squadId: string): Promise<SquadMember[]> =>
  withServerMessage(
    api.vip.getSquadMembers({ path: { squad_id: squadId }, noToast: true }).then(({ members }) => members),
  );
