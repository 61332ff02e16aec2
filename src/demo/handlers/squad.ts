import { normalizeSquadCode } from '../../domain/squad';
import type { DemoSquad, DemoState, DemoUser } from '../state';
import { badRequest, bigId, DemoError, iso, requireString, type RouteFn } from './kit';

const byId = (state: DemoState, userId: string) => state.users.find((user) => user.user_id === userId);
const squadOf = (state: DemoState, userId: string) =>
  state.squads.find((squad) => squad.members.some((member) => member.user_id === userId));

/** Squad rule: a member's VIP runs to the later of their own end and the owner's. */
export function sharedVipEnd(state: DemoState, user: DemoUser): number | null {
  const squad = squadOf(state, user.user_id);
  const ownerEnd = squad ? (byId(state, squad.owner_id)?.vip_end_at ?? null) : null;
  if (ownerEnd === null) return user.vip_end_at;
  return Math.max(ownerEnd, user.vip_end_at ?? 0);
}

const person = (user: DemoUser) => ({
  user_id: bigId(user.user_id),
  nickname: user.nickname,
  image_url: user.image_url,
});

function present(state: DemoState, squad: DemoSquad) {
  const owner = byId(state, squad.owner_id)!;
  return {
    squad_id: bigId(squad.squad_id),
    owner: person(owner),
    capacity: squad.capacity,
    member_count: squad.members.length,
    vip_end_at: iso(owner.vip_end_at),
  };
}

const findByCode = (state: DemoState, code: string) =>
  state.squads.find((squad) => squad.invite_codes.includes(normalizeSquadCode(code)));

function findById(state: DemoState, id: string | undefined): DemoSquad {
  const squad = state.squads.find((candidate) => candidate.squad_id === id);
  if (!squad) throw new DemoError(404, '小队不存在或已解散');
  return squad;
}

export const bySquadCode: RouteFn = ({ state, params }) => {
  const squad = findByCode(state, params.invite_code ?? '');
  if (!squad) throw new DemoError(404, '小队邀请码无效');
  return present(state, squad);
};

export const members: RouteFn = ({ state, params }) => {
  const squad = findById(state, params.squad_id);
  return {
    members: squad.members.map(({ user_id, joined_at }) => ({
      ...person(byId(state, user_id)!),
      role: user_id === squad.owner_id ? 'OWNER' : 'MEMBER',
      joined_at: iso(joined_at),
    })),
  };
};

export const mySquad: RouteFn = ({ state, user }) => {
  const me = user();
  const squad = squadOf(state, me.user_id);
  if (!squad) return { squad: null, role: null };
  return { squad: present(state, squad), role: squad.owner_id === me.user_id ? 'OWNER' : 'MEMBER' };
};

/** The codes to share: only the squad's own members may read them. */
export const inviteCodes: RouteFn = ({ state, params, user }) => {
  const me = user();
  const squad = findById(state, params.squad_id);
  if (!squad.members.some((member) => member.user_id === me.user_id))
    throw new DemoError(403, '只有小队成员可以查看邀请码');
  return { invite_codes: squad.invite_codes };
};

export const join: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  const squad = findByCode(state, requireString(body.invite_code, '请输入小队邀请码'));
  if (!squad) throw new DemoError(404, '小队邀请码无效');
  if (squad.owner_id === me.user_id) throw badRequest('这是你自己的小队，无需加入');
  const current = squadOf(state, me.user_id);
  if (current === squad) throw badRequest('你已在这个小队中');
  if (current) throw new DemoError(409, '你已在其他小队中，请先退出原小队');
  if (squad.members.length >= squad.capacity) throw new DemoError(409, '小队已满');
  squad.members.push({ user_id: me.user_id, joined_at: now });
  return present(state, squad);
};

export const exit: RouteFn = ({ state, params, user }) => {
  const me = user();
  const squad = findById(state, params.squad_id);
  if (squad.owner_id === me.user_id) throw badRequest('队长不能退出自己的小队');
  if (!squad.members.some((member) => member.user_id === me.user_id)) throw badRequest('你不在这个小队中');
  squad.members = squad.members.filter((member) => member.user_id !== me.user_id);
  return {};
};
