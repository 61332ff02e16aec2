import { describe, expect, test } from 'vitest';
import { LETTER_NAMESPACE } from '../../../src/domain/letter';
import { PERSONA, SEED } from '../../../src/demo/personas';
import { device, failure } from './harness';

const NS = { namespace: LETTER_NAMESPACE };
const list = (d: ReturnType<typeof device>, filter_type: string, page_number = 1, page_size = 20) =>
  d.api.letter.listInstances({ path: { ...NS, filter_type }, query: { page_number, page_size }, noToast: true });
const open = (d: ReturnType<typeof device>, id: string) =>
  d.api.letter.getInstance({ path: { ...NS, instance_letter_id: id }, noToast: true });
const reply = (d: ReturnType<typeof device>, id: string, content: string) =>
  d.api.letter.commentOnInstance({ path: { ...NS, instance_letter_id: id }, body: { content }, noToast: true });

async function vipPersona() {
  const d = device();
  await d.login(PERSONA.vip);
  return d;
}

describe('issue 39: demo 消息 (README: three letters for the VIP persona)', () => {
  test('the VIP persona has three letters newest first, two unread, one carrying markup that must not run', async () => {
    const d = await vipPersona();
    const all = await list(d, 'all');
    expect(all.items.map((l) => l.instance_letter_id)).toEqual(SEED.letterIds);
    expect(all.items.map((l) => l.read)).toEqual([false, false, true]);
    expect(all.items[0]!.content).toContain('onerror=');
    expect(all.items[0]!.content).toContain('<script>');
    const unread = await list(d, 'unread');
    expect(unread).toMatchObject({ total: 2, has_more: false });
  });

  test('the list is paged: page_size 1 gives one letter a page and says whether more follow', async () => {
    const d = await vipPersona();
    const second = await list(d, 'all', 2, 1);
    expect(second).toMatchObject({ total: 3, page_number: 2, has_more: true });
    expect(second.items.map((l) => l.instance_letter_id)).toEqual([SEED.letterIds[1]]);
    expect((await list(d, 'all', 3, 1)).has_more).toBe(false);
  });

  test('a filter other than all or unread is refused', async () => {
    const d = await vipPersona();
    expect((await failure(list(d, 'starred'))).serverMessage).toBe('消息筛选类型不正确');
  });

  test('reading a letter marks it read: it leaves 未读', async () => {
    const d = await vipPersona();
    const letter = await open(d, SEED.letterIds[1]);
    expect(letter).toMatchObject({ title: '本周学习报告', read: true });
    expect((await list(d, 'unread')).items.map((l) => l.instance_letter_id)).toEqual([SEED.letterIds[0]]);
  });

  test('a reply of 1–500 characters is kept under the letter; a blank or longer one is refused', async () => {
    const d = await vipPersona();
    const id = SEED.letterIds[2];
    const comment = await reply(d, id, '  谢谢，已收到  ');
    expect(comment.content).toBe('谢谢，已收到');
    expect((await open(d, id)).comments).toEqual([comment]);
    expect((await failure(reply(d, id, '   '))).serverMessage).toBe('请输入回复内容');
    expect((await failure(reply(d, id, '字'.repeat(501)))).serverMessage).toBe('回复最多500字');
  });

  test("another account's letter is not found, and a new account has none", async () => {
    const d = device();
    await d.login('13912360001');
    expect((await list(d, 'all')).items).toEqual([]);
    expect((await failure(open(d, SEED.letterIds[0]))).status).toBe(404);
    expect((await failure(reply(d, SEED.letterIds[0], '你好'))).status).toBe(404);
  });

  test('the letters need a sign-in', async () => {
    expect((await failure(list(device(), 'all'))).status).toBe(401);
  });
});
