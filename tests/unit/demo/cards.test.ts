import { describe, expect, test } from 'vitest';
import { toggleAnnouncement, toggleFlag } from '../../../src/demo/handlers/appConfig';
import { mediaAt } from '../../../src/demo/handlers/cards';
import { cardIdOf, FREE_UNLOCKS, HOSTILE_CARD, QUIZ_TEMPLATE, SAMPLE_SIZE } from '../../../src/demo/library/cards';
import { findSeedBook } from '../../../src/demo/library/seed';
import { PERSONA } from '../../../src/demo/personas';
import { decodeAppConfig, decodeFlag } from '../../../src/domain/appConfig';
import { decodeCardPage, decodeCardPreview, decodeInteractiveTemplate, decodeSpeech } from '../../../src/domain/card';
import { decodePreference } from '../../../src/domain/preferences';
import { decodeShortLink } from '../../../src/domain/shortLink';
import { clock, device, failure, state, store } from './harness';

const BOOK_1 = findSeedBook('1')!;
const PKG = { anki_package_uuid: 'pkg-1' };
const card = (index: number) => ({ package_uuid: 'pkg-1', card_id: cardIdOf(BOOK_1, index) });

async function as(phone: string) {
  const d = device();
  await d.login(phone);
  return d;
}

describe('issue 56 demo cards: the sample, the hostile card, TTS, comments', () => {
  test('a package’s cards come in pages with the free sample’s size; the sample is open to anyone', async () => {
    const d = device();
    const page = decodeCardPage(await d.api.study.queryPackageUserCards({ path: PKG, query: { page_size: 3 } }));
    expect(page).toMatchObject({ total: BOOK_1.card_count, sample_size: SAMPLE_SIZE, owned: false, has_more: true });
    expect(page.items.map((c) => c.card_id)).toEqual([0, 1, 2].map((i) => cardIdOf(BOOK_1, i)));
    const first = decodeCardPreview(await d.api.hpkg.previewCard({ path: card(0), query: { html: true } }));
    expect(first.front_html).toContain('<img src="figure-1.svg"');
    expect(first.speech_text).toBe('abandon');
  });

  test('beyond the sample the preview is refused until the book is owned; a free book is open throughout', async () => {
    const d = device();
    const refused = await failure(
      d.api.hpkg.previewCard({ path: card(SAMPLE_SIZE), query: { html: true }, noToast: true }),
    );
    expect(refused).toMatchObject({ status: 403, serverMessage: '购买后可看全部卡片' });
    const reader = await as('13912340056');
    store.change((s) =>
      s.book_owners.push({ user_id: s.users.at(-1)!.user_id, library_book_id: '1', order_id: 'x', at: clock.now }),
    );
    expect(decodeCardPage(await reader.api.study.queryPackageUserCards({ path: PKG, query: {} })).owned).toBe(true);
    await reader.api.hpkg.previewCard({ path: card(SAMPLE_SIZE), query: { html: true } });
    const free = findSeedBook('4')!;
    expect(free.price).toBe(0);
    const freePage = decodeCardPage(
      await d.api.study.queryPackageUserCards({ path: { anki_package_uuid: 'pkg-4' }, query: {} }),
    );
    expect(freePage.owned).toBe(true);
  });

  test('the hostile card is served as its author wrote it: the app has to make it safe', async () => {
    const hostile = decodeCardPreview(
      await device().api.hpkg.previewCard({ path: card(HOSTILE_CARD.index), query: { html: true } }),
    );
    expect(hostile.front_html).toMatch(/<script>.*localStorage.setItem\("hostile-card"/);
    expect(hostile.front_html).toContain('onerror=');
  });

  test('TTS answers a short WAV clip for 1–200 characters', async () => {
    const d = device();
    const { audio_url } = decodeSpeech(await d.api.study.synthesizeAudio({ body: { text: 'abandon' } }));
    expect(audio_url).toMatch(/^data:audio\/wav;base64,UklGR/);
    expect((await failure(d.api.study.synthesizeAudio({ body: { text: '' }, noToast: true }))).status).toBe(400);
  });

  test('media resolve under the package; an unknown name is none', () => {
    expect(mediaAt('/oss/pkg-1/figure-1.svg')).toMatch(/^<svg/);
    expect(mediaAt('/oss/pkg-1/figure-99.svg')).toBeNull();
    expect(mediaAt('/oss/pkg-999/figure-1.svg')).toBeNull();
  });

  test('comments: none on every third card, one or two on the others', async () => {
    const d = device();
    const counts = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          ((await d.api.study.getCardComments({ path: { card_id: cardIdOf(BOOK_1, i) } })) as { items: unknown[] })
            .items.length,
      ),
    );
    expect(counts).toEqual([0, 1, 2]);
  });
});

describe('issue 56 demo interactive template: 3 free card unlocks each, members unlock the whole template', () => {
  test('a reader unlocks a card for free, three times at most; unlocking the same card again costs nothing', async () => {
    const d = await as('13912340057');
    const before = decodeInteractiveTemplate(
      await d.api.study.getIcpTemplate({ path: { template_id: QUIZ_TEMPLATE.template_id } }),
    );
    expect(before.free_unlocks_left).toBe(FREE_UNLOCKS);
    const quiz = card(3).card_id;
    await d.api.study.unlockIcpCard({ path: { template_id: QUIZ_TEMPLATE.template_id, card_id: quiz }, body: {} });
    await d.api.study.unlockIcpCard({ path: { template_id: QUIZ_TEMPLATE.template_id, card_id: quiz }, body: {} });
    const unlocked = decodeCardPreview(await d.api.hpkg.previewCard({ path: card(3), query: { html: true } }));
    expect(unlocked.interactive).toEqual({ template_id: QUIZ_TEMPLATE.template_id, unlocked: true });
    expect(unlocked.front_html).toContain('<details>');
    expect(state().icp_unlocks.filter((k) => k.includes(':card:'))).toHaveLength(1);
  });

  test('after three free unlocks the next card is refused, and says how to unlock them all', async () => {
    const d = await as('13912340060');
    const user = state().users.find((u) => u.phone === '13912340060')!.user_id;
    store.change((s) => s.icp_unlocks.push(`${user}:card:a`, `${user}:card:b`, `${user}:card:c`));
    const rule = decodeInteractiveTemplate(
      await d.api.study.getIcpTemplate({ path: { template_id: QUIZ_TEMPLATE.template_id } }),
    );
    expect(rule.free_unlocks_left).toBe(0);
    const refused = await failure(
      d.api.study.unlockIcpCard({
        path: { template_id: QUIZ_TEMPLATE.template_id, card_id: card(3).card_id },
        body: {},
        noToast: true,
      }),
    );
    expect(refused).toMatchObject({ status: 403, serverMessage: '免费解锁次数已用完，开通会员可解锁全部互动卡片' });
  });

  test('the whole template is for members; signed out, an unlock answers 401', async () => {
    const learner = await as('13912340058');
    const notMember = await failure(
      learner.api.study.unlockIcpTemplate({
        path: { template_id: QUIZ_TEMPLATE.template_id },
        body: {},
        noToast: true,
      }),
    );
    expect(notMember).toMatchObject({ status: 403, serverMessage: '开通会员可解锁全部互动卡片' });
    const vip = await as(PERSONA.vip);
    const rule = decodeInteractiveTemplate(
      await vip.api.study.getIcpTemplate({ path: { template_id: QUIZ_TEMPLATE.template_id } }),
    );
    expect(rule.free_unlocks_left).toBeNull();
    await vip.api.study.unlockIcpTemplate({ path: { template_id: QUIZ_TEMPLATE.template_id }, body: {} });
    expect(
      decodeCardPreview(await vip.api.hpkg.previewCard({ path: card(3), query: { html: true } })).interactive?.unlocked,
    ).toBe(true);
    const anonymous = await failure(
      device().api.study.unlockIcpCard({
        path: { template_id: QUIZ_TEMPLATE.template_id, card_id: card(3).card_id },
        body: {},
        noToast: true,
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('issue 56 demo settings, problem reports, flags and short links', () => {
  test('a preference is kept per user when its value fits the key; an unknown key is 404', async () => {
    const d = await as('13912340059');
    expect(decodePreference('auto_speak', await d.api.user.getPreference({ path: { key: 'auto_speak' } }))).toBe(false);
    await d.api.user.setPreference({ path: { key: 'color_scheme' }, body: { value: 'dark' } });
    expect(decodePreference('color_scheme', await d.api.user.getPreference({ path: { key: 'color_scheme' } }))).toBe(
      'dark',
    );
    const bad = await failure(
      d.api.user.setPreference({ path: { key: 'study_reminder' }, body: { value: '25:00' }, noToast: true }),
    );
    expect(bad).toMatchObject({ status: 400, serverMessage: '设置的值不合法' });
    expect((await failure(d.api.user.getPreference({ path: { key: 'nope' }, noToast: true }))).status).toBe(404);
    expect(
      (await failure(device().api.user.getPreference({ path: { key: 'auto_speak' }, noToast: true }))).status,
    ).toBe(401);
  });

  test('a problem report needs 10–500 characters and at most 3 image screenshots; the images are counted, not kept', async () => {
    const d = device();
    const report = { contact: '', page: '/me', app_version: 'abc', user_agent: 'UA' };
    const short = await failure(
      d.api.misc.reportProblem({ body: { ...report, content: '太短', images: [] }, noToast: true }),
    );
    expect(short).toMatchObject({ status: 400, serverMessage: '请至少写 10 个字，说清楚遇到的问题' });
    const notImage = await failure(
      d.api.misc.reportProblem({
        body: { ...report, content: '发音按钮点了没有任何声音', images: ['data:text/html;base64,PGI+'] },
        noToast: true,
      }),
    );
    expect(notImage.status).toBe(400);
    await d.api.misc.reportProblem({
      body: { ...report, content: '发音按钮点了没有任何声音', images: ['data:image/jpeg;base64,/9j/'] },
    });
    expect(state().problem_reports[0]).toMatchObject({
      content: '发音按钮点了没有任何声音',
      image_count: 1,
      page: '/me',
    });
  });

  test('a flag is on until the debug panel pauses it; the config carries the notice it puts up', async () => {
    const d = device();
    expect(decodeFlag(await d.api.misc.getAppFlag({ path: { key: 'group_buy' } })).enabled).toBe(true);
    expect(store.change((s) => toggleFlag(s, 'group_buy'))).toBe('拼团已暂停（刷新后生效）');
    expect(decodeFlag(await d.api.misc.getAppFlag({ path: { key: 'group_buy' } })).enabled).toBe(false);
    store.change((s) => toggleFlag(s, 'group_buy'));
    expect((await failure(d.api.misc.getAppFlag({ path: { key: 'nope' }, noToast: true }))).status).toBe(404);
    expect(decodeAppConfig(await d.api.misc.getAppConfig()).announcement).toBeNull();
    store.change(toggleAnnouncement);
    expect(decodeAppConfig(await d.api.misc.getAppConfig()).announcement).toMatch(/系统维护/);
    store.change(toggleAnnouncement);
  });

  test('a short link resolves to its URL; the same URL keeps its key; an unknown key is 404', async () => {
    const d = device();
    const a = decodeShortLink(await d.api.misc.createShortLink({ body: { url: 'https://h5.example/book/BK1' } }));
    const b = decodeShortLink(await d.api.misc.createShortLink({ body: { url: 'https://h5.example/book/BK1' } }));
    expect(b.key).toBe(a.key);
    expect(decodeShortLink(await d.api.misc.resolveShortLink({ path: { short_link_key: a.key } })).url).toBe(
      'https://h5.example/book/BK1',
    );
    expect(
      (await failure(d.api.misc.resolveShortLink({ path: { short_link_key: 'nokey1' }, noToast: true }))).status,
    ).toBe(404);
    expect(
      (await failure(d.api.misc.createShortLink({ body: { url: 'javascript:alert(1)' }, noToast: true }))).status,
    ).toBe(400);
  });
});
