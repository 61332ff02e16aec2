import { describe, expect, test } from 'vitest';
import { AUTHOR_PHONES, PERSONA, STAFF } from '../../../src/demo/personas';
import { clock, device, failure, sent, state } from './harness';

const [MANAGER, ADMIN] = Object.keys(STAFF) as [string, string];
const LIN = AUTHOR_PHONES['900001']!;
const REVIEWING = '8100002';
const LEARNER = '13912340081';

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const DAY = 86_400_000;
const inDays = (n: number) => new Date(clock.now + n * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

describe('issue 54 roles: staff calls answer 403 to anyone else; the admin may do more', () => {
  test('my_info names the role of the manager and the admin, and none for a learner', async () => {
    expect((await (await as(MANAGER)).api.auth.getMyInfo()).staff_role).toBe('MANAGER');
    expect((await (await as(ADMIN)).api.auth.getMyInfo()).staff_role).toBe('ADMIN');
    expect((await (await as(LEARNER)).api.auth.getMyInfo()).staff_role).toBeUndefined();
  });

  test('a learner gets 403 无权访问 on every staff call; signed out, 401', async () => {
    const learner = await as(LEARNER);
    const calls = [
      learner.api.ugc.listPendingReviews({ body: {}, noToast: true }),
      learner.api.ugc.decideReview({ path: { ugc_book_id: REVIEWING }, body: { approve: true }, noToast: true }),
      learner.api.manage.queryUsers({ query: { nickname: '花友' }, body: {}, noToast: true }),
      learner.api.manage.findUser({ query: { phone_number: PERSONA.vip }, noToast: true }),
      learner.api.manage.getUserSmsCode({
        path: { country_code: 86, phone_number: PERSONA.vip },
        query: { reason: '试试' },
        noToast: true,
      }),
      learner.api.redeem.generateCodes({
        body: { gift: 'VIP', days: 30, library_book_id: null, count: 1, expires_on: inDays(30) },
        noToast: true,
      }),
      learner.api.redeem.listGenerationLogs({ body: {}, noToast: true }),
    ];
    for (const call of calls) expect(await failure(call)).toMatchObject({ status: 403, serverMessage: '无权访问' });
    expect((await failure(device().api.ugc.listPendingReviews({ body: {}, noToast: true }))).status).toBe(401);
  });

  test('the audit log is the admin’s alone: a manager gets 403', async () => {
    const manager = await as(MANAGER);
    expect((await failure(manager.api.manage.listCodeLookups({ body: {}, noToast: true }))).status).toBe(403);
    expect((await (await as(ADMIN)).api.manage.listCodeLookups({ body: {} })).items).toEqual([]);
  });
});

describe('issue 54 内容审核: a decision reaches the creator’s 我的作品', () => {
  test('the seeded book in review is listed; 通过 makes it 已上架 for its author, and it leaves the list', async () => {
    const manager = await as(MANAGER);
    const pending = await manager.api.ugc.listPendingReviews({ body: {} });
    expect(pending.items.map((b) => [b.ugc_book_id, b.title, b.author_nickname])).toEqual([
      [REVIEWING, '四级听力场景词', expect.any(String)],
    ]);
    expect(await manager.api.ugc.decideReview({ path: { ugc_book_id: REVIEWING }, body: { approve: true } })).toEqual({
      ugc_book_id: REVIEWING,
      status: 'PUBLISHED',
      reason: null,
    });
    expect((await manager.api.ugc.listPendingReviews({ body: {} })).total).toBe(0);
    const lin = await as(LIN);
    expect(await lin.api.ugc.getUgcBook({ path: { ugc_book_id: REVIEWING } })).toMatchObject({ status: 'PUBLISHED' });
  });

  test('驳回 needs a reason; with one the author reads 未通过 and the reason; a second decision is 409', async () => {
    const manager = await as(MANAGER);
    const path = { ugc_book_id: REVIEWING };
    const blank = await failure(
      manager.api.ugc.decideReview({ path, body: { approve: false, reason: ' ' }, noToast: true }),
    );
    expect([blank.status, blank.serverMessage]).toEqual([400, '请填写驳回理由']);
    await manager.api.ugc.decideReview({ path, body: { approve: false, reason: '例句缺少出处' } });
    const lin = await as(LIN);
    expect(await lin.api.ugc.getUgcBook({ path })).toMatchObject({ status: 'REJECTED', reason: '例句缺少出处' });
    const again = await failure(manager.api.ugc.decideReview({ path, body: { approve: true }, noToast: true }));
    expect([again.status, again.serverMessage]).toEqual([409, '这本书已审核过了']);
  });
});

describe('issue 54 兑换码: a batch made in 管理后台 is redeemed on /me/redeem', () => {
  test('a VIP batch: its codes, the log, each code used once by anyone', async () => {
    const manager = await as(MANAGER);
    const batch = await manager.api.redeem.generateCodes({
      body: { gift: 'VIP', days: 7, library_book_id: null, count: 3, expires_on: inDays(10) },
    });
    expect(batch).toMatchObject({ days: 7, count: 3, used: 0, created_by: '运营小周' });
    expect(new Set(batch.codes).size).toBe(3);
    for (const code of batch.codes) expect(code).toMatch(/^HK[A-HJKMNP-Z2-9]{8}$/);
    const learner = await as(LEARNER);
    const dashed = `${batch.codes[0]!.slice(0, 5)}-${batch.codes[0]!.slice(5).toLowerCase()}`;
    expect(await learner.api.redeem.consumeCode({ body: { code: dashed } })).toMatchObject({ days: 7, book: null });
    const other = await as('13912340082');
    const used = await failure(other.api.redeem.consumeCode({ body: { code: batch.codes[0]! }, noToast: true }));
    expect(used.serverMessage).toBe('兑换码已被使用');
    const log = await manager.api.redeem.listGenerationLogs({ body: {} });
    expect(log.items[0]).toMatchObject({ batch_id: batch.batch_id, count: 3, used: 1 });
    const codes = await manager.api.redeem.listCodes({ body: { batch_id: batch.batch_id } });
    expect(codes.items.map((c) => c.used_by)).toEqual(['花友0081', null, null]);
  });

  test('a book batch gives the book; a code past its last day (China time) is 已过期', async () => {
    const manager = await as(MANAGER);
    const batch = await manager.api.redeem.generateCodes({
      body: { gift: 'BOOK', days: 0, library_book_id: '3', count: 2, expires_on: inDays(0) },
    });
    const learner = await as(LEARNER);
    expect((await learner.api.redeem.consumeCode({ body: { code: batch.codes[0]! } })).book).toMatchObject({
      library_book_id: '3',
    });
    clock.now += 2 * DAY;
    const late = await failure(learner.api.redeem.consumeCode({ body: { code: batch.codes[1]! }, noToast: true }));
    expect(late.serverMessage).toBe('兑换码已过期');
  });

  test('the form’s rules hold on the server: 1–500 codes, an existing book, an expiry not in the past', async () => {
    const manager = await as(MANAGER);
    const generate = (body: object) =>
      failure(
        manager.api.redeem.generateCodes({
          body: { gift: 'VIP', days: 30, library_book_id: null, count: 1, expires_on: inDays(1), ...body },
          noToast: true,
        }),
      );
    expect((await generate({ count: 501 })).serverMessage).toBe('数量为1–500的整数');
    expect((await generate({ count: 0 })).serverMessage).toBe('数量为1–500的整数');
    expect((await generate({ expires_on: inDays(-1) })).serverMessage).toBe('有效期不能早于今天');
    expect((await generate({ gift: 'BOOK', library_book_id: '999' })).serverMessage).toBe('书籍不存在');
    expect(state().redeem_batches).toEqual([]);
  });
});

describe('issue 54 用户查询 and 查看验证码', () => {
  test('users by phone, nickname or id; one user with VIP standing, orders and sign-in methods', async () => {
    const manager = await as(MANAGER);
    const byPhone = await manager.api.manage.queryUsers({ query: { phone_number: PERSONA.vip }, body: {} });
    expect(byPhone.items.map((u) => u.phone)).toEqual([PERSONA.vip]);
    const vip = byPhone.items[0]!;
    expect((await manager.api.manage.queryUsers({ query: { user_id: vip.user_id }, body: {} })).total).toBe(1);
    expect((await manager.api.manage.queryUsers({ query: { nickname: '花友小满' }, body: {} })).total).toBe(1);
    const detail = await manager.api.manage.findUser({ query: { user_id: vip.user_id } });
    expect(detail).toMatchObject({ sign_in_methods: ['phone', 'wechat', 'qq'], vip_end_at: expect.any(String) });
    expect(detail.orders.length).toBeGreaterThan(0);
  });

  test('the code is the one the SMS carried, and every lookup is audited with its reason', async () => {
    const manager = await as(MANAGER);
    const user = device();
    await user.api.auth.sendSmsCode({ body: { purpose: 'SIGNIN', country_code: 86, phone_number: LEARNER } });
    const code = sent.filter((s) => s.phone === LEARNER).pop()!.code;
    const path = { country_code: 86, phone_number: LEARNER };
    const looked = await manager.api.manage.getUserSmsCode({ path, query: { reason: '用户来电收不到短信' } });
    expect(looked.sms_code).toBe(code);
    const noReason = await failure(manager.api.manage.getUserSmsCode({ path, query: { reason: ' ' }, noToast: true }));
    expect(noReason.serverMessage).toBe('请填写查询原因');
    const log = await (await as(ADMIN)).api.manage.listCodeLookups({ body: {} });
    expect(log.items.map((l) => [l.phone, l.reason, l.staff_nickname])).toEqual([
      [LEARNER, '用户来电收不到短信', '运营小周'],
    ]);
  });
});

describe('issue 54 站内信: a broadcast reaches its audience’s 消息, and leaves it when withdrawn', () => {
  const namespace = 'user';
  const unread = async (d: ReturnType<typeof device>) =>
    (await d.api.letter.listInstances({ path: { namespace, filter_type: 'unread' } })).items.map((l) => l.title);

  test('to VIP members: the VIP persona finds it unread, a learner does not; 撤回 takes it back; a second send is 409', async () => {
    const manager = await as(MANAGER);
    const vip = await as(PERSONA.vip);
    const learner = await as(LEARNER);
    const body = {
      title: '会员专享周报',
      content: '<p>本周<b>会员</b>福利</p>',
      audience: 'VIP' as const,
      user_ids: [],
    };
    const draft = await manager.api.letter.createBroadcast({ path: { namespace }, body });
    expect(draft.status).toBe('DRAFT');
    expect(await unread(vip)).not.toContain('会员专享周报');
    const path = { namespace, broadcast_letter_id: draft.broadcast_letter_id };
    const sent = await manager.api.letter.instantiateBroadcast({ path, body: {} });
    expect(sent.status).toBe('SENT');
    expect(await unread(vip)).toContain('会员专享周报');
    expect(await unread(learner)).not.toContain('会员专享周报');
    const again = await failure(manager.api.letter.instantiateBroadcast({ path, body: {}, noToast: true }));
    expect([again.status, again.serverMessage]).toEqual([409, '站内信已发送']);
    await manager.api.letter.deleteBroadcast({ path: { broadcast_letter_id: draft.broadcast_letter_id } });
    expect(await unread(vip)).not.toContain('会员专享周报');
  });

  test('to listed users; a reply under a copy shows on the broadcast and staff may remove it; learners may not send', async () => {
    const manager = await as(MANAGER);
    const learner = await as(LEARNER);
    const me = await learner.api.auth.getMyInfo();
    const body = {
      title: '问卷',
      content: '<p>请回复</p>',
      audience: 'USERS' as const,
      user_ids: [String(me.user_id)],
    };
    const draft = await manager.api.letter.createBroadcast({ path: { namespace }, body });
    const path = { namespace, broadcast_letter_id: draft.broadcast_letter_id };
    expect((await manager.api.letter.instantiateBroadcast({ path, body: {} })).recipients).toBe(1);
    const letter = (await learner.api.letter.listInstances({ path: { namespace, filter_type: 'unread' } })).items[0]!;
    await learner.api.letter.commentOnInstance({
      path: { namespace, instance_letter_id: letter.instance_letter_id },
      body: { content: '不好的话' },
    });
    const read = await manager.api.letter.getBroadcast({ path });
    expect(read.replies.map((r) => r.content)).toEqual(['不好的话']);
    const refused = await failure(
      learner.api.letter.deleteComment({ path: { comment_id: read.replies[0]!.comment_id }, noToast: true }),
    );
    expect(refused.status).toBe(403);
    await manager.api.letter.deleteComment({ path: { comment_id: read.replies[0]!.comment_id } });
    expect((await manager.api.letter.getBroadcast({ path })).replies).toEqual([]);
    const bad = await failure(
      learner.api.letter.createBroadcast({ path: { namespace }, body: { ...body, title: '' }, noToast: true }),
    );
    expect(bad.status).toBe(403);
  });

  test('the form’s rules hold on the server', async () => {
    const manager = await as(MANAGER);
    const create = (body: object) =>
      failure(
        manager.api.letter.createBroadcast({
          path: { namespace },
          body: { title: '标题', content: '正文', audience: 'ALL', user_ids: [], ...body },
          noToast: true,
        }),
      );
    expect((await create({ title: ' ' })).serverMessage).toBe('请输入标题');
    expect((await create({ title: '字'.repeat(31) })).serverMessage).toBe('标题最多30字');
    expect((await create({ audience: 'USERS' })).serverMessage).toBe('请填写用户ID');
  });
});

describe('issue 54 数据恢复: admins only', () => {
  test('the admin restores a user’s schedule and a package’s note type; a manager gets 403; an unknown user 404', async () => {
    const admin = await as(ADMIN);
    const learner = await as(LEARNER);
    const userId = String((await learner.api.auth.getMyInfo()).user_id);
    const schedule = await admin.api.hpkg.recoverGlobalSchedule({ path: { user_id: userId }, body: {} });
    expect(schedule).toMatchObject({ kind: 'schedule', target: userId });
    const model = await admin.api.hpkg.recoverPackageModel({
      path: { package_uuid: 'pkg-cet4', model_id: 3 },
      body: {},
    });
    expect(model).toMatchObject({ kind: 'model', target: 'pkg-cet4' });
    expect(state().recoveries.map((r) => r.kind)).toEqual(['schedule', 'model']);
    const manager = await as(MANAGER);
    const refused = manager.api.hpkg.recoverGlobalSchedule({ path: { user_id: userId }, body: {}, noToast: true });
    expect((await failure(refused)).status).toBe(403);
    const unknown = admin.api.hpkg.recoverGlobalSchedule({ path: { user_id: '42' }, body: {}, noToast: true });
    expect((await failure(unknown)).serverMessage).toBe('用户不存在');
  });
});

describe('issue 54 资料审核', () => {
  test('two seeded nickname changes wait; 通过 applies one, 驳回 needs a reason and keeps the old nickname; a learner gets 403', async () => {
    const manager = await as(MANAGER);
    const waiting = await manager.api.user.listPreferenceReviews();
    expect(waiting.items.map((c) => [c.nickname, c.value])).toEqual([
      ['花友木木', '木木老师'],
      ['花友橙子', '加V领会员 wx888'],
    ]);
    const [good, spam] = waiting.items as [(typeof waiting.items)[0], (typeof waiting.items)[0]];
    expect(
      (await manager.api.user.reviewPreference({ path: { id: good.review_id }, body: { approve: true } })).status,
    ).toBe('APPROVED');
    const noReason = manager.api.user.reviewPreference({
      path: { id: spam.review_id },
      body: { approve: false },
      noToast: true,
    });
    expect((await failure(noReason)).serverMessage).toBe('请填写驳回理由');
    await manager.api.user.reviewPreference({
      path: { id: spam.review_id },
      body: { approve: false, reason: '含广告' },
    });
    expect(state().users.find((u) => u.user_id === good.user_id)!.nickname).toBe('木木老师');
    expect(state().users.find((u) => u.user_id === spam.user_id)!.nickname).toBe('花友橙子');
    expect((await manager.api.user.listPreferenceReviews()).items).toEqual([]);
    const learner = await as(LEARNER);
    expect((await failure(learner.api.user.listPreferenceReviews({ noToast: true }))).status).toBe(403);
  });
});

describe('issue 54 反馈处理 filters (spec §3)', () => {
  const query = async (d: ReturnType<typeof device>, body: object, status: 'unread' | 'read' = 'unread') =>
    (await d.api.feedback.queryAdminFeedback({ path: { status }, body })).items.map((f) => f.nickname);

  test('content, reporter, book title and id, type, shown on the book page, and remark type each narrow the list', async () => {
    const manager = await as(MANAGER);
    const reporter = await as(LEARNER);
    await reporter.api.books.reportLibraryBook({ path: { library_book_id: '2' }, body: { reason: '封面不清楚' } });
    expect(await query(manager, {})).toEqual(['花友0081', '王小雨', '陈思远', '李晓明', '张子涵']);
    expect(await query(manager, { content: 'recieve' })).toEqual(['王小雨']);
    expect(await query(manager, { report_user_nickname: '陈' })).toEqual(['陈思远']);
    expect(await query(manager, { library_book_title: '六级' })).toEqual(['花友0081', '李晓明']);
    expect(await query(manager, { book_id: '3' })).toEqual(['张子涵']);
    expect(await query(manager, { type: 'REPORT' })).toEqual(['花友0081']);
    expect(await query(manager, { filter_shown: false })).toEqual(['花友0081', '陈思远']);
    expect(await query(manager, { remark_type: 'GOOD' })).toEqual(['陈思远', '李晓明']);
    expect(await query(manager, { remark_type: 'BAD' })).toEqual(['张子涵']);
    expect(await query(manager, { remark_type: 'GOOD' }, 'read')).toEqual(['刘一帆', '赵雨桐']);
  });
});
