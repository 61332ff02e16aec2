import { describe, expect, test } from 'vitest';
import { PERSONA, SEED } from '../../../src/demo/personas';
import { loadSquadMembers, loadSquadPage } from '../../../src/services/squad';
import { device, failure, state, store } from './harness';

const byCode = (d: ReturnType<typeof device>, code: string) =>
  d.api.vip.getSquadByInviteCode({ path: { invite_code: code } });

async function signedIn(phone = '13912345678') {
  const d = device();
  await d.login(phone);
  return d;
}

describe('demo squad seed data', () => {
  test('the VIP persona has hua id 888888, which resolves to its user id', async () => {
    const d = await signedIn(PERSONA.vip);
    const me = await d.api.auth.getMyInfo();
    const { user_id } = await d.api.user.getUserIdByHuaId({ query: { hua_id: String(SEED.vipHuaId) } });
    expect(String(user_id)).toBe(String(me.user_id));
  });

  test('VIP888 is owned by the VIP persona and has 2 free seats; FULL01 is full', async () => {
    const d = device();
    const open = await byCode(d, 'vip888');
    expect(open.owner.nickname).toBe('花友0888');
    expect(open.capacity - open.member_count).toBe(2);
    const full = await byCode(d, SEED.fullSquad);
    expect(full.member_count).toBe(full.capacity);
    const { members } = await d.api.vip.getSquadMembers({ path: { squad_id: full.squad_id } });
    expect(members.map((m) => m.role)).toEqual(['OWNER', 'MEMBER', 'MEMBER', 'MEMBER']);
  });

  test('spec "the same in every browser": every persona exists with the same user id, whoever signs in first', async () => {
    const personaIds = () =>
      Object.values(PERSONA).map((phone) => state().users.find((user) => user.phone === phone)?.user_id);
    await signedIn('13912345678');
    const first = personaIds();
    store.reset();
    await signedIn(PERSONA.vip);
    expect(personaIds()).toEqual(first);
    expect(first.every(Boolean)).toBe(true);
  });

  test('an unknown code is a 404 with 小队邀请码无效', async () => {
    const error = await failure(byCode(device(), 'NOPE99'));
    expect([error.status, error.serverMessage]).toEqual([404, '小队邀请码无效']);
  });
});

describe('the squad page data', () => {
  test('a code is read without case; garbage in the link is not found', async () => {
    const d = device();
    expect((await loadSquadPage(d.api, ' vip888 ', false)).squad?.member_count).toBe(2);
    for (const garbage of ['<script>', '%E4%B8%AD', '', 'A'.repeat(40)])
      expect(await loadSquadPage(d.api, garbage, false)).toEqual({ squad: null, mine: null, codes: [] });
    expect((await loadSquadPage(d.api, 'NOPE99', false)).squad).toBeNull();
  });

  test('signed in, my own squad and its codes come with the page of another squad', async () => {
    const d = await signedIn();
    await d.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    const page = await loadSquadPage(d.api, SEED.fullSquad, true);
    expect([page.squad?.member_count, page.mine?.role, page.codes]).toEqual([4, 'MEMBER', ['VIP888', 'VIP888B']]);
  });

  test('the members are read apart, after the page, the owner first; a failure says so in Chinese', async () => {
    const d = device();
    const page = await loadSquadPage(d.api, SEED.openSquad, false);
    const members = await loadSquadMembers(d.api, page.squad!.squad_id);
    expect(members.map((m) => m.role)).toEqual(['OWNER', 'MEMBER']);
    expect(members).toHaveLength(page.squad!.member_count);
    await expect(loadSquadMembers(d.api, '3199999999999999999')).rejects.toThrow(/[\u4e00-\u9fa5]/);
  });
});

describe('demo squad join and exit', () => {
  test('joining shares the owner VIP period; exiting gives it back', async () => {
    const d = await signedIn();
    expect((await d.api.vip.getMyVip()).is_vip).toBe(false);
    const squad = await d.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    expect(squad.member_count).toBe(3);
    expect(await d.api.vip.getMyVip()).toEqual({ is_vip: true, vip_end_at: squad.vip_end_at });
    expect((await d.api.vip.getMySquad()).role).toBe('MEMBER');
    await d.api.vip.exitSquad({ path: { squad_id: squad.squad_id }, body: {} });
    expect(await d.api.vip.getMySquad()).toEqual({ squad: null, role: null });
    expect((await d.api.vip.getMyVip()).is_vip).toBe(false);
  });

  test('each refusal has its own copy: full, invalid code, another squad, own squad, owner exit', async () => {
    const d = await signedIn();
    const refusal = async (promise: Promise<unknown>) => (await failure(promise)).serverMessage;
    expect(await refusal(d.api.vip.joinSquad({ body: { invite_code: SEED.fullSquad }, noToast: true }))).toBe(
      '小队已满',
    );
    expect(await refusal(d.api.vip.joinSquad({ body: { invite_code: 'NOPE99' }, noToast: true }))).toBe(
      '小队邀请码无效',
    );
    await d.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    const other = await signedIn('13912340000');
    const owner = await signedIn(PERSONA.vip);
    expect(await refusal(owner.api.vip.joinSquad({ body: { invite_code: SEED.openSquad }, noToast: true }))).toBe(
      '这是你自己的小队，无需加入',
    );
    await other.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    expect(await refusal(d.api.vip.joinSquad({ body: { invite_code: SEED.openSquad }, noToast: true }))).toBe(
      '你已在这个小队中',
    );
    const squad = await byCode(d, SEED.openSquad);
    expect(squad.member_count).toBe(4);
    expect(
      await refusal(owner.api.vip.exitSquad({ path: { squad_id: squad.squad_id }, body: {}, noToast: true })),
    ).toBe('队长不能退出自己的小队');
  });

  test('a member of one squad is told to exit first before joining another', async () => {
    const d = await signedIn();
    await d.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    const owner = device();
    const error = await failure(owner.api.vip.joinSquad({ body: { invite_code: SEED.fullSquad }, noToast: true }));
    expect(error.status).toBe(401);
    const other = await signedIn('13900001111');
    await other.api.vip.joinSquad({ body: { invite_code: SEED.openSquad } });
    // VIP888 is now full; a member of it may not join FULL01 either way, and the other-squad rule comes first.
    expect(
      (await failure(d.api.vip.joinSquad({ body: { invite_code: SEED.fullSquad }, noToast: true }))).serverMessage,
    ).toBe('你已在其他小队中，请先退出原小队');
  });

  test('invite codes are for members only', async () => {
    const d = await signedIn();
    const squad = await byCode(d, SEED.openSquad);
    expect(
      (await failure(d.api.vip.listSquadInviteCodes({ path: { squad_id: squad.squad_id }, noToast: true }))).status,
    ).toBe(403);
    const owner = await signedIn(PERSONA.vip);
    expect((await owner.api.vip.listSquadInviteCodes({ path: { squad_id: squad.squad_id } })).invite_codes).toContain(
      'VIP888',
    );
  });
});
