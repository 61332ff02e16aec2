import { isSquadCode, normalizeSquadCode, type SquadPage } from '../domain/squad';
import type { Api } from './api';
import { HttpError, withServerMessage } from './http/errors';

const missing = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * The squad page's data: the squad of the code and its members, and when signed in my own squad and its codes
 * to share. An unknown code is `squad: null` (not found), never an error; other failures carry a Chinese message.
 */
export const loadSquadPage = (api: Api, inviteCode: string, signedIn: boolean): Promise<SquadPage> =>
  withServerMessage(load(api, inviteCode, signedIn));

async function load(api: Api, inviteCode: string, signedIn: boolean): Promise<SquadPage> {
  // A garbled link finds no squad, and asks the backend nothing.
  if (!isSquadCode(inviteCode)) return { squad: null, members: [], mine: null, codes: [] };
  const code = normalizeSquadCode(inviteCode);
  const [squad, mine] = await Promise.all([
    api.vip.getSquadByInviteCode({ path: { invite_code: code }, noToast: true }).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    }),
    signedIn ? api.vip.getMySquad({ noToast: true }) : Promise.resolve(null),
  ]);
  if (!squad) return { squad: null, members: [], mine, codes: [] };
  const [{ members }, codes] = await Promise.all([
    api.vip.getSquadMembers({ path: { squad_id: squad.squad_id }, noToast: true }),
    mine?.squad
      ? api.vip.listSquadInviteCodes({ path: { squad_id: mine.squad.squad_id }, noToast: true })
      : Promise.resolve({ invite_codes: [] }),
  ]);
  return { squad, members, mine, codes: codes.invite_codes };
}
