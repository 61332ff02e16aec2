import { describe, expect, test } from 'vitest';
import { PERSONA, SEED } from '../../../src/demo/personas';
import { loadProfile, setFollowing } from '../../../src/services/profile';
import { device, failure } from './harness';

async function signedIn(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

describe('issue: /u/:uid on the demo, with the library authors as people', () => {
  test('an author is found by user id and by hua id (h or H), with bio and followers; nobody is null', async () => {
    const d = device();
    const byId = await loadProfile(d.api, { kind: 'id', userId: '900001' });
    expect(byId).toMatchObject({ user_id: '900001', hua_id: '8800001', nickname: '林老师', follower_count: 2318 });
    expect(byId?.bio).toBe('英语教研十年，专注词汇记忆');
    expect(await loadProfile(d.api, { kind: 'hua', huaId: '8800001' })).toEqual(byId);
    expect(await loadProfile(d.api, { kind: 'id', userId: '123' })).toBeNull();
    expect(await loadProfile(d.api, { kind: 'hua', huaId: '999999999' })).toBeNull();
  });

  test('a persona has a page by its hua id too', async () => {
    const profile = await loadProfile(device().api, { kind: 'hua', huaId: String(SEED.vipHuaId) });
    expect(profile).toMatchObject({ nickname: '花友0888', followed: false });
  });

  test('follow and unfollow: counted once each however often, the viewer sees followed, nobody follows themselves', async () => {
    const d = await signedIn('13912340031');
    expect(await setFollowing(d.api, '900002', true)).toEqual({ followed: true, follower_count: 765 });
    expect(await setFollowing(d.api, '900002', true)).toEqual({ followed: true, follower_count: 765 });
    expect(await loadProfile(d.api, { kind: 'id', userId: '900002' })).toMatchObject({ followed: true });
    expect(await loadProfile(device().api, { kind: 'id', userId: '900002' })).toMatchObject({ followed: false });
    expect(await setFollowing(d.api, '900002', false)).toEqual({ followed: false, follower_count: 764 });
    const me = await d.api.auth.getMyInfo();
    const self = await failure(setFollowing(d.api, String(me.user_id), true));
    expect(self.serverMessage).toBe('不能关注自己');
    const anonymous = await failure(setFollowing(device().api, '900002', true));
    expect(anonymous.status).toBe(401);
  });

  test('an author’s books and their categories; someone who published nothing has none', async () => {
    const d = device();
    const { categories } = await d.api.books.getAuthorCategories({ path: { user_id: '900001' } });
    const { items } = await d.api.books.listCreatorBooks({ query: { creator_id: '900001' } });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((b) => b.author.user_id === '900001')).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.book_count, 0)).toBe(items.length);
    const persona = await signedIn(PERSONA.vip);
    const me = await persona.api.auth.getMyInfo();
    expect((await d.api.books.listCreatorBooks({ query: { creator_id: String(me.user_id) } })).items).toEqual([]);
  });
});
