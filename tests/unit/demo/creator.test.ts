import { describe, expect, test } from 'vitest';
import { validateApplication, type CreatorApplication } from '../../../src/domain/creator';
import { REJECT_REASON, reviewApplication } from '../../../src/demo/handlers/creator';
import { clock, device, failure, store } from './harness';

const FORM: CreatorApplication = {
  name: '王小明',
  phone: '13912340061',
  address: '北京市海淀区中关村大街1号',
  postcode: '100080',
  intro: '考研英语词汇',
};

describe('spec §5 default form messages on the creator application', () => {
  test.each([
    [{ name: ' 😀 ' }, { name: '请输入姓名' }],
    [{ phone: '1391234' }, { phone: '请输入正确的手机号' }],
    [{ phone: '23912340061' }, { phone: '请输入正确的手机号' }],
    [{ address: '北京' }, { address: '请输入详细地址' }],
    [{ postcode: '10008' }, { postcode: '邮政编码不正确' }],
    [{ postcode: '10008a' }, { postcode: '邮政编码不正确' }],
    [{}, {}],
  ])('%o gives %o', (change, errors) => expect(validateApplication({ ...FORM, ...change })).toEqual(errors));
});

describe('README "Creator programme" on the demo (assumed creator/v1 calls)', () => {
  async function signedIn() {
    const d = device();
    await d.login(FORM.phone);
    return d;
  }

  test('none → pending; a second application while pending is refused; approved after 审核通过', async () => {
    const d = await signedIn();
    expect((await d.api.creator.getApplicationStatus()).status).toBe('NONE');
    expect((await d.api.creator.apply({ body: FORM })).status).toBe('PENDING');
    const again = await failure(d.api.creator.apply({ body: FORM }));
    expect([again.status, again.serverMessage]).toEqual([409, '你的申请正在审核中，请耐心等待']);
    expect(store.change((state) => reviewApplication(state, clock.now, true))).toContain('已通过');
    expect(await d.api.creator.getApplicationStatus()).toMatchObject({ status: 'APPROVED', reason: null });
  });

  test('rejected with a reason, then a corrected application may be sent again', async () => {
    const d = await signedIn();
    await d.api.creator.apply({ body: FORM });
    store.change((state) => reviewApplication(state, clock.now, false));
    expect(await d.api.creator.getApplicationStatus()).toMatchObject({ status: 'REJECTED', reason: REJECT_REASON });
    expect((await d.api.creator.apply({ body: { ...FORM, intro: '医学考研卡片，已有作品三套' } })).status).toBe(
      'PENDING',
    );
  });

  test('the backend keeps the same rules as the form, and needs a signed-in user', async () => {
    const d = await signedIn();
    const bad = await failure(d.api.creator.apply({ body: { ...FORM, postcode: '1' } }));
    expect([bad.status, bad.serverMessage]).toEqual([400, '邮政编码不正确']);
    expect((await failure(device().api.creator.getApplicationStatus())).status).toBe(401);
    expect(store.change((state) => reviewApplication(state, clock.now, true))).toBe(
      '当前登录的账号没有待审核的创作者申请',
    );
  });
});
