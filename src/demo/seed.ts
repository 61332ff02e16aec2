import { DAY_MS } from './catalogueData';
import { createUser } from './handlers/users';
import { PERSONA, SEED } from './personas';
import type { DemoState, DemoUser } from './state';

function seededUser(state: DemoState, now: number, nickname: string, vipDays: number): DemoUser {
  const user = createUser(state, now, { phone: null, open_id: null, qq_id: null, nickname });
  user.vip_end_at = now + vipDays * DAY_MS;
  return user;
}

/**
 * The fixed data of the README, the same in every browser: the personas, in order; the VIP persona with hua id
 * 888888 owns squad VIP888 (2 free seats of 4); squad FULL01 has all 4 seats taken. Runs once per demo store,
 * before the first request.
 */
export function seedDemoData(state: DemoState, now: number): void {
  if (state.seeded) return;
  state.seeded = true;
  // Every persona exists from the start, in a fixed order, so its ids are the same in every browser.
  for (const phone of Object.values(PERSONA))
    if (!state.users.some((user) => user.phone === phone))
      createUser(state, now, { phone, open_id: null, qq_id: null });
  const persona = state.users.find((user) => user.phone === PERSONA.vip)!;
  persona.hua_id = SEED.vipHuaId;
  const partner = seededUser(state, now, '花友小满', 0);
  const fullOwner = seededUser(state, now, '学习委员阿青', 365);
  const fullMembers = ['花友木木', '花友橙子', '花友小北'].map((nickname) => seededUser(state, now, nickname, 0));
  state.squads.push(
    {
      squad_id: '3100000000000000001',
      owner_id: persona.user_id,
      invite_codes: [SEED.openSquad, 'VIP888B'],
      capacity: SEED.squadCapacity,
      members: [persona, partner].map((user) => ({ user_id: user.user_id, joined_at: now })),
    },
    {
      squad_id: '3100000000000000002',
      owner_id: fullOwner.user_id,
      invite_codes: [SEED.fullSquad],
      capacity: SEED.squadCapacity,
      members: [fullOwner, ...fullMembers].map((user) => ({ user_id: user.user_id, joined_at: now })),
    },
  );
}
