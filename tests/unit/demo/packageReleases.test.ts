import { describe, expect, test } from 'vitest';
import { AUTHOR_PHONES, PERSONA } from '../../../src/demo/personas';
import { readBackupConflict, type BackupChannel } from '../../../src/domain/packageRelease';
import { clock, device, failure, state } from './harness';

const LIN = AUTHOR_PHONES['900001']!;
const PKG_1 = { package_uuid: 'pkg-1' };
const DRAFT = { package_uuid: 'pkg-draft-1' };

type Device = ReturnType<typeof device>;

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

const backup = (d: Device, checkVersion: number, requestId: string, tag = '周末备份', path = PKG_1) =>
  d.api.hpkg.backupPackage({
    path,
    query: { tag, backup_channel: 'MANUAL' as BackupChannel, check_version: checkVersion },
    body: { request_id: requestId },
    noToast: true,
  });

/** A backup of the package as it is now, run to its end. */
async function backedUp(d: Device, requestId: string, path = PKG_1) {
  const { version } = await d.api.hpkg.getChanges({ path });
  const started = await backup(d, version, requestId, '周末备份', path);
  clock.now += 1500;
  return started.backup_id!;
}

const history = async (d: Device) =>
  (await d.api.hpkg.getChangeLogs({ path: PKG_1 })).items.map((r) => `${r.action} ${r.release_tag ?? '-'}`);

describe('issue 57 备份: from the version the author saw, one at a time, running for a while', () => {
  test('a stale check_version is refused (409 VERSION_CONFLICT) with who changed it, to which version and what; a future one is 400', async () => {
    const lin = await as(LIN);
    const refused = await failure(backup(lin, 30, 'stale'));
    expect(refused.status).toBe(409);
    const conflict = readBackupConflict(refused.body);
    expect(conflict).toMatchObject({ code: 'VERSION_CONFLICT', version: 32, changed_by: '林老师' });
    expect(conflict!.message).toMatch(/^卡包在你打开后又被修改过（/);
    expect(conflict!.changes.map((c) => `${c.kind} ${c.target} ${c.name}`)).toEqual([
      'MODIFIED TEMPLATE 问答 · 反向',
      'ADDED DECK 错题本',
    ]);
    expect((await failure(backup(lin, 33, 'future'))).status).toBe(400);
    expect((await failure(backup(lin, 32, 'no-tag', ' '))).serverMessage).toBe('请输入备份名称');
  });

  test('a backup is RUNNING with rising progress, DONE about 1.5 s later, then listed and in the history; one at a time (409)', async () => {
    const lin = await as(LIN);
    expect(await lin.api.hpkg.getBackupStatus({ path: DRAFT })).toMatchObject({ status: 'NONE', backup_id: null });
    const started = await backup(lin, 32, 'first');
    expect(started).toMatchObject({ status: 'RUNNING', progress: 0, reason: null });
    clock.now += 750;
    expect(await lin.api.hpkg.getBackupStatus({ path: PKG_1 })).toMatchObject({ status: 'RUNNING', progress: 50 });
    expect((await failure(backup(lin, 32, 'second'))).serverMessage).toBe('已有备份正在进行');
    expect((await lin.api.hpkg.listBackups({ path: PKG_1 })).items[0]!.tag).toBe('调整排版');
    clock.now += 750;
    expect(await lin.api.hpkg.getBackupStatus({ path: PKG_1 })).toMatchObject({ status: 'DONE', progress: 100 });
    expect((await lin.api.hpkg.listBackups({ path: PKG_1 })).items[0]).toMatchObject({
      backup_id: started.backup_id,
      tag: '周末备份',
      version: 32,
      by: '林老师',
    });
    expect((await history(lin))[0]).toBe('BACKUP -');
    expect(await lin.api.hpkg.getChanges({ path: PKG_1 })).toEqual({
      version: 32,
      since_backup: '周末备份',
      items: [],
    });
  });
});

describe('issue 57 发布, 切换版本 and 回滚', () => {
  test('a repeated request_id makes one backup, one release and one rollback', async () => {
    const lin = await as(LIN);
    const first = await backup(lin, 32, 'backup-1');
    expect((await backup(lin, 32, 'backup-1')).backup_id).toBe(first.backup_id);
    clock.now += 1500;
    expect(await backup(lin, 32, 'backup-1')).toMatchObject({ backup_id: first.backup_id, status: 'DONE' });
    const publish = () =>
      lin.api.hpkg.publishPackage({ path: PKG_1, body: { backup_id: first.backup_id!, request_id: 'publish-1' } });
    const published = await publish();
    expect(await publish()).toEqual(published);
    const [row] = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items.filter((r) => r.action === 'PUBLISH');
    const v2 = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items.find((r) => r.release_tag === 'v2')!;
    const rollback = () =>
      lin.api.hpkg.rollbackPackage({ path: { transaction_id: v2.transaction_id }, body: { request_id: 'rollback-1' } });
    const rolled = await rollback();
    expect(await rollback()).toEqual(rolled);
    const pkg = state().packages.find((p) => p.package_uuid === 'pkg-1')!;
    expect([pkg.backups.length, pkg.releases.length, pkg.logs.filter((r) => r.action === 'ROLLBACK').length]).toEqual([
      4, 4, 1,
    ]);
    expect(row!.release_tag).toBe('v4');
  });

  test('publish makes v4 from a done backup, once; switch goes to another release; rolling back a publish makes its release current; the history shows each step', async () => {
    const lin = await as(LIN);
    const backupId = await backedUp(lin, 'b');
    const result = await lin.api.hpkg.publishPackage({ path: PKG_1, body: { backup_id: backupId, request_id: 'p1' } });
    expect(result.release_tag).toBe('v4');
    const again = lin.api.hpkg.publishPackage({
      path: PKG_1,
      body: { backup_id: backupId, request_id: 'p2' },
      noToast: true,
    });
    expect((await failure(again)).serverMessage).toBe('这个备份已发布为 v4');
    const switchTo = (tag: string, id: string) =>
      lin.api.hpkg.switchReleaseTag({ path: { ...PKG_1, release_tag: tag }, body: { request_id: id }, noToast: true });
    expect((await switchTo('v2', 's1')).release_tag).toBe('v2');
    expect((await failure(switchTo('v2', 's2'))).serverMessage).toBe('已经是当前版本');
    expect((await failure(switchTo('v9', 's3'))).serverMessage).toBe('版本不存在');
    const logs = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items;
    const publishRow = logs.find((r) => r.action === 'PUBLISH' && r.release_tag === 'v4')!;
    expect(publishRow).toMatchObject({ summary: '新增 1 个牌组，修改 1 个模板', can_rollback: true });
    expect(logs.find((r) => r.action === 'SWITCH')!.can_rollback).toBe(false);
    await lin.api.hpkg.rollbackPackage({
      path: { transaction_id: publishRow.transaction_id },
      body: { request_id: 'r' },
    });
    expect((await lin.api.apkg.getPackageInfo({ path: PKG_1 })).release_tag).toBe('v4');
    expect((await history(lin)).slice(0, 4)).toEqual(['ROLLBACK v4', 'SWITCH v2', 'PUBLISH v4', 'BACKUP -']);
    const rollbackRow = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items[0]!;
    expect([rollbackRow.summary, rollbackRow.can_rollback]).toEqual(['回滚到 v4（发布）', false]);
  });

  test('rolling back to a backup puts its content back: the version goes up and 变更 says what differs from the last backup', async () => {
    const lin = await as(LIN);
    const logs = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items;
    const firstBackup = logs.find((r) => r.action === 'BACKUP' && r.summary.startsWith('备份「初版」'))!;
    const lastBackup = logs.find((r) => r.action === 'BACKUP' && r.summary.startsWith('备份「调整排版」'))!;
    await lin.api.hpkg.rollbackPackage({
      path: { transaction_id: firstBackup.transaction_id },
      body: { request_id: 'r1' },
    });
    const info = await lin.api.apkg.getPackageInfo({ path: PKG_1 });
    expect([info.version, info.decks.map((d) => d.name), info.release_tag]).toEqual([33, ['基础'], 'v3']);
    const changes = (await lin.api.hpkg.getChanges({ path: PKG_1 })).items.map((c) => `${c.kind} ${c.target}`);
    expect(changes).toEqual(['MODIFIED TEMPLATE', 'DELETED DECK', 'DELETED CARD']);
    await lin.api.hpkg.rollbackPackage({
      path: { transaction_id: lastBackup.transaction_id },
      body: { request_id: 'r2' },
    });
    expect((await lin.api.hpkg.getChanges({ path: PKG_1 })).items).toEqual([]);
    const after = (await lin.api.hpkg.getChangeLogs({ path: PKG_1 })).items;
    expect(after[0]).toMatchObject({ action: 'ROLLBACK', summary: '回滚到备份「调整排版」', can_rollback: false });
    expect(after.find((r) => r.transaction_id === lastBackup.transaction_id)!.can_rollback).toBe(false);
    const refused = lin.api.hpkg.rollbackPackage({
      path: { transaction_id: lastBackup.transaction_id },
      body: { request_id: 'r3' },
      noToast: true,
    });
    expect((await failure(refused)).status).toBe(409);
  });

  test('a package whose book is on sale cannot be deleted (409); a package without one is gone from every list', async () => {
    const lin = await as(LIN);
    const refused = await failure(lin.api.hpkg.deletePackage({ path: PKG_1, noToast: true }));
    expect([refused.status, refused.serverMessage]).toEqual([409, '卡包已生成书籍《四级核心词汇》并已上架，不能删除']);
    await lin.api.hpkg.deletePackage({ path: DRAFT });
    expect((await lin.api.apkg.listMyPackages()).items.map((p) => p.package_uuid)).not.toContain('pkg-draft-1');
    const page = await lin.api.apkg.listPackages({ body: { page_number: 1, page_size: 10 } });
    expect(page.items.map((p) => p.package_uuid)).not.toContain('pkg-draft-1');
    expect((await failure(lin.api.apkg.getPackageInfo({ path: DRAFT, noToast: true }))).status).toBe(404);
  });

  test('a book made from a package is a draft of 我的作品, first; a retry answers it again; the package makes one book', async () => {
    const lin = await as(LIN);
    const make = (title: string, requestId: string, path = DRAFT) =>
      lin.api.apkg.createBookFromPackage({ path, body: { title, request_id: requestId }, noToast: true });
    expect((await failure(make(' ', 'empty'))).serverMessage).toBe('请输入书名');
    const book = await make('词根新书', 'book-1');
    expect(book).toMatchObject({ title: '词根新书', status: 'DRAFT', card_count: 0 });
    expect(await make('词根新书', 'book-1')).toEqual(book);
    const shelf = await lin.api.ugc.listMyUgcBooks();
    expect(shelf.items[0]).toMatchObject({ ugc_book_id: book.ugc_book_id, status: 'DRAFT' });
    expect(shelf.items).toHaveLength(4);
    expect((await failure(make('另一本', 'book-2'))).serverMessage).toBe('这个卡包已经生成过书籍《词根新书》');
    expect((await failure(make('四级', 'book-3', PKG_1))).serverMessage).toBe('这个卡包已经生成过书籍《四级核心词汇》');
  });
});

describe('issue 57 有更新: the release a reader holds, and check_updates', () => {
  test('check_updates, for any signed-in reader: has_update when the package’s release is not theirs, with its publication’s summary', async () => {
    const reader = await as('13912345702');
    const check = (tag: string) => reader.api.hpkg.checkUpdates({ path: { ...PKG_1, release_tag: tag } });
    expect(await check('v2')).toEqual({ has_update: true, latest_tag: 'v3', summary: '修改 1 个模板' });
    expect((await check('v3')).has_update).toBe(false);
    const anonymous = device().api.hpkg.checkUpdates({ path: { ...PKG_1, release_tag: 'v2' }, noToast: true });
    expect((await failure(anonymous)).status).toBe(401);
  });

  test('a shelf book carries the release its reader got: the seeded leases hold v2, a lease taken now v3', async () => {
    const vip = await as(PERSONA.vip);
    const tags = async () =>
      Object.fromEntries(
        (await vip.api.books.listMyBooks({ query: { page_number: 1, page_size: 20 } })).items.map((b) => [
          b.library_book_id,
          b.release_tag,
        ]),
      );
    expect(await tags()).toEqual({ '2': 'v2', '7': 'v2', '9': 'v2' });
    await vip.api.books.leaseBook({ path: { library_book_id: '3' }, body: {} });
    expect((await tags())['3']).toBe('v3');
  });
});
