// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { encodeBookCode } from '../../src/lib/bookCode';
import { chinaDate } from '../../src/lib/studyDates';
import { clientStore } from '../../src/routes/app';
import { demoStore, renderRoute, signInOnDemo } from './render';

// Lazy routes and the sign-in layer load on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  clientStore.update({ token: '' });
});

/** The VIP persona's lease of 六级词汇精讲 (book 2), with its plan. */
const lastDayOfLease = () => chinaDate(demoStore.read().leases.find((l) => l.library_book_id === '2')!.ends_at);
const planKey = () => `${demoStore.read().users.find((u) => u.phone === '13800000888')!.user_id}:2`;

describe(
  'issue 53 §4 a leased book’s plan: its words agree with its dates (README "Study plans")',
  { timeout: 20_000 },
  () => {
    test('a plan opened on a lease finishes by its last day, and says so', async () => {
      await signInOnDemo('13800000888');
      renderRoute(`/me/plan/${encodeBookCode('2')}`);
      await screen.findByText(`租阅至 ${lastDayOfLease()}，计划在租期内学完`);
      const target = /预计 (\d{4}-\d{2}-\d{2}) 学完/.exec(screen.getByText(/预计 .* 学完/).textContent!)![1]!;
      expect(target <= lastDayOfLease()).toBe(true);
      expect(screen.queryByText('租期内学不完')).toBeNull();
    });

    test('a plan that ends after the lease says so in plain words, with the pace that would fit, and no extension', async () => {
      await signInOnDemo('13800000888');
      demoStore.change((s) => {
        s.study_plans[planKey()] = {
          daily_new_cards: 5,
          daily_review_limit: 200,
          learned_cards: 0,
          target_date: '2099-01-01',
        };
      });
      renderRoute(`/me/plan/${encodeBookCode('2')}`);
      const alert = await screen.findByRole('status', { name: /租期内学不完/ });
      expect(alert.textContent).toMatch(
        new RegExp(
          `按这个计划 2099-01-01 才能学完，租期 ${lastDayOfLease()} 就结束了。每天学 \\d+ 张新卡，可在租期内学完剩下的 \\d+ 张。`,
        ),
      );
      expect(screen.queryByText(/计划在租期内学完/)).toBeNull();
      expect(await screen.findByText(`计划已晚于租期结束（${lastDayOfLease()}），续租后才能延长`)).toBeTruthy();
      for (const days of [7, 14, 30])
        expect(screen.getByRole('button', { name: `延长${days}天` }).hasAttribute('disabled')).toBe(true);
    });
  },
);
