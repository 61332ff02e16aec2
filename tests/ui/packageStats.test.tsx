// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { difficulty, hardestCards, RATE_LOG_DAYS } from '../../src/domain/cardRating';
import { api } from '../../src/routes/api';
import { envFacts } from '../../src/routes/app';
import { renderRoute, server, signInEverywhere } from './render';

configure({ asyncUtilTimeout: 10_000 });

/** 林老师 (user 900001) wrote book 13; its package is his. */
const LIN = AUTHOR_PHONES['900001']!;
const PKG = 'pkg-13';

beforeEach(() => {
  // jsdom has no canvas: the chart keeps its summary, which is what a screen reader reads.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function openStats(uuid = PKG) {
  await signInEverywhere(LIN);
  renderRoute(`/creator/packages/${uuid}?tab=stats`);
}

const hardestList = async () =>
  within(await screen.findByRole('region', { name: '最难的卡片' })).getAllByRole('button');

describe('issue 57 学习数据: the 10 hardest cards', () => {
  test('the 10 hardest are listed, hardest first, each with its share forgotten and answers', async () => {
    await openStats();
    const buttons = await hardestList();
    const { items } = await api.hpkg.getRateStatistic({ body: { package_uuid: PKG } });
    const expected = hardestCards(items);
    expect(expected).toHaveLength(10);
    expect(buttons.map((b) => b.textContent)).toEqual(
      expected.map((r, i) => {
        const total = r.again + r.hard + r.good + r.easy;
        return `${i + 1}${r.title}忘记 ${Math.round((r.again * 100) / total)}% · 困难 ${Math.round((r.hard * 100) / total)}% · ${total} 次作答`;
      }),
    );
    // Hardest first: no card below is harder than one above it.
    const shares = expected.map(difficulty);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  test('tapping one of the 10 hardest cards opens its preview, as the readers see it', async () => {
    await openStats();
    const [first] = await hardestList();
    const { items } = await api.hpkg.getRateStatistic({ body: { package_uuid: PKG } });
    const card = hardestCards(items)[0]!;
    const asked: string[] = [];
    server.use(
      http.get(`${envFacts.apiURL}/hpkg/v1/package/:uuid/card/:card_id/preview`, ({ params }) => {
        asked.push(`${String(params.uuid)}/${String(params.card_id)}`);
      }),
    );
    await userEvent.click(first!);
    expect(await screen.findByRole('dialog', { name: card.title })).toBeTruthy();
    expect(asked).toEqual([`${PKG}/${card.card_id}`]);
    // The author sees every card of the package, beyond the readers' free sample.
    const frame = await screen.findByTitle('正面');
    expect(frame.getAttribute('srcdoc')).toContain(card.title);
  });

  test('without cards answered often enough, it says so', async () => {
    server.use(
      http.post(`${envFacts.apiURL}/hpkg/v1/card/rate_statistic`, () =>
        HttpResponse.json({ items: [{ card_id: '1', title: '只答过一次', again: 1, hard: 0, good: 0, easy: 0 }] }),
      ),
      http.post(`${envFacts.apiURL}/hpkg/v1/card/rate_logs`, () => HttpResponse.json({ items: [] })),
    );
    await openStats();
    expect(await screen.findByRole('heading', { name: '还没有足够的学习数据' })).toBeTruthy();
    expect(screen.queryByText('只答过一次')).toBeNull();
  });

  test('a failed read offers 重试', async () => {
    server.use(
      http.post(`${envFacts.apiURL}/hpkg/v1/card/rate_logs`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    await openStats();
    expect(await screen.findByRole('heading', { name: '学习数据加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await hardestList()).toHaveLength(10);
  });
});

describe('issue 57 学习数据: the chart of the last 30 days', () => {
  test('its text summary states each answer’s count and the busiest day', async () => {
    await openStats();
    const { items: days } = await api.hpkg.getRateLogs({ body: { package_uuid: PKG, days: RATE_LOG_DAYS } });
    const sum = (key: 'again' | 'hard' | 'good' | 'easy') => days.reduce((n, d) => n + d[key], 0);
    const total = sum('again') + sum('hard') + sum('good') + sum('easy');
    const chart = within(await screen.findByRole('region', { name: '近 30 天的作答' })).getByRole('img');
    const summary = chart.getAttribute('aria-label')!;
    expect(summary).toMatch(
      new RegExp(
        `^近 30 天共 ${total} 次作答：忘记 ${sum('again')} 次，困难 ${sum('hard')} 次，良好 ${sum('good')} 次，` +
          `简单 ${sum('easy')} 次。最多的一天是 \\d+/\\d+，\\d+ 次。$`,
      ),
    );
  });
});
