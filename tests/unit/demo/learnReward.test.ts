import { describe, expect, test } from 'vitest';
import { LEARN_REWARD_RULES as RULES } from '../../../src/domain/learnReward';
import { studyOneDay } from '../../../src/demo/handlers/learnReward';
import { PERSONA, SEED } from '../../../src/demo/personas';
import { loadFreeVipPage, loadInviteFriendPage } from '../../../src/services/learnReward';
import { clock, device, failure, state, store } from './harness';

const DAY = 86_400_000;

async function signedIn(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const study = (days: number) => {
  for (let i = 0; i < days; i += 1) store.change((s) => studyOneDay(s, clock.now));
};

describe('README "Free VIP": seed data of /invite-friend', () => {
  test('the VIP persona shares HKJ1VC and hua id 888888, and has invited 花友小满 (3 days) and 花友木木 (1 day)', async () => {
    const page = await loadInviteFriendPage((await signedIn(PERSONA.vip)).api);
    expect([page.code, page.huaId, page.used, page.limit]).toEqual([
      'HKJ1VC',
      String(SEED.vipHuaId),
      2,
      RULES.codeLimit,
    ]);
    expect(page.learn.friends.map((f) => [f.nickname, f.studied_days, f.reward])).toEqual([
      ['花友小满', SEED.studiedFriendDays, 'CLAIMABLE'],
      ['花友木木', 1, 'LOCKED'],
    ]);
  });

  test('an inviter claims a friend’s reward once: 7 VIP days, then 奖励已领取; a friend still studying is refused', async () => {
    const d = await signedIn(PERSONA.vip);
    const [done, studying] = (await loadInviteFriendPage(d.api)).learn.friends;
    const before = (await d.api.vip.getMyVip()).vip_end_at!;
    const claim = await d.api.user.claimLearnReward({ body: { friend_user_id: done!.user_id } });
    expect(claim.days).toBe(RULES.inviterRewardDays);
    expect(Date.parse(claim.vip_end_at) - Date.parse(before)).toBe(RULES.inviterRewardDays * DAY);
    const again = await failure(d.api.user.claimLearnReward({ body: { friend_user_id: done!.user_id } }));
    expect([again.status, again.serverMessage]).toEqual([409, '奖励已领取']);
    const early = await failure(d.api.user.claimLearnReward({ body: { friend_user_id: studying!.user_id } }));
    expect(early.serverMessage).toBe('花友木木还需学习2天');
  });
});

describe('README "Free VIP": a new account enters a code, studies and claims', () => {
  test('the whole campaign: eligible, code HKJ1VC (any case), 3 study days, 15 VIP days from now', async () => {
    const d = await signedIn('13912340001');
    expect(await loadFreeVipPage(d.api)).toMatchObject({ bar: null, learn: { self: null }, vipEndAt: null });
    await d.api.user.activateInvitationCode({ body: { invite_code: 'HKJ1VC' } });
    expect((await loadFreeVipPage(d.api)).learn).toMatchObject({ self: 'LOCKED', studied_days: 0 });
    const early = await failure(d.api.user.claimLearnReward({ body: {} }));
    expect(early.serverMessage).toBe('还需学习3天才能领取');
    study(RULES.requiredDays);
    expect((await loadFreeVipPage(d.api)).learn).toMatchObject({ self: 'CLAIMABLE', studied_days: 3 });
    const claim = await d.api.user.claimLearnReward({ body: {} });
    expect([claim.days, Date.parse(claim.vip_end_at)]).toEqual([RULES.rewardDays, clock.now + RULES.rewardDays * DAY]);
    expect((await loadFreeVipPage(d.api)).learn.self).toBe('CLAIMED');
    // The inviter now sees the friend, with a reward to claim.
    const inviter = await loadInviteFriendPage((await signedIn(PERSONA.vip)).api);
    expect(inviter.used).toBe(3);
    expect(inviter.learn.friends.at(-1)).toMatchObject({ nickname: '花友0001', reward: 'CLAIMABLE' });
  });

  test('the legacy code (the hua id) works too; refusals: own code, a second code, an unknown code', async () => {
    const d = await signedIn('13912340002');
    const mine = await d.api.user.getInviteCodeV2();
    const own = await failure(d.api.user.activateInvitationCode({ body: { invite_code: mine.invite_code } }));
    expect(own.serverMessage).toBe('不能填写自己的邀请码');
    const unknown = await failure(d.api.user.activateInvitationCode({ body: { invite_code: 'ZZZZ99' } }));
    expect([unknown.status, unknown.serverMessage]).toEqual([404, '邀请码不存在，请向好友确认']);
    await d.api.user.activateInvitationCode({ body: { invite_code: String(SEED.vipHuaId) } });
    const twice = await failure(d.api.user.activateInvitationCode({ body: { invite_code: 'HKJ1VC' } }));
    expect([twice.status, twice.serverMessage]).toEqual([409, '你已填写过邀请码']);
  });

  test('not eligible: an account older than 7 days cannot enter a code, and the page says when it registered', async () => {
    const d = await signedIn('13912340003');
    clock.now += (RULES.newUserDays + 1) * DAY;
    const page = await loadFreeVipPage(d.api);
    expect(page.bar).toEqual({ reason: 'oldUser', registeredAt: new Date(clock.now - 8 * DAY).toISOString() });
    const refused = await failure(d.api.user.activateInvitationCode({ body: { invite_code: 'HKJ1VC' } }));
    expect(refused.serverMessage).toBe('邀请码仅限注册7天内的新用户填写');
    expect(state().users.find((u) => u.phone === '13912340003')?.inviter_id).toBeNull();
  });

  test('the VIP persona is an account of long standing; an unknown campaign is over', async () => {
    const d = await signedIn(PERSONA.vip);
    expect((await loadFreeVipPage(d.api)).bar).toMatchObject({ reason: 'oldUser' });
    const ended = await failure(d.api.user.checkNewUser({ path: { campaign_name: 'spring2020' } }));
    expect(ended.status).toBe(404);
  });

  test('模拟学习一天 asks for a sign-in when no account is signed in', () => {
    expect(store.change((s) => studyOneDay(s, clock.now))).toBe('请先登录，再模拟学习');
  });
});
