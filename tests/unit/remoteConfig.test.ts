// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { FEATURE_FLAGS } from '../../src/domain/appConfig';
import { readPreferences, DEFAULT_PREFERENCES } from '../../src/domain/preferences';
import { reportTextError } from '../../src/domain/problemReport';
import { shortLinkTarget } from '../../src/domain/shortLink';
import { refreshRemoteConfig } from '../../src/routes/shell/refreshRemoteConfig';
import type { Api } from '../../src/services/api';
import { fitWithin } from '../../src/services/imageResize';
import { createRemoteConfig } from '../../src/services/remoteConfig';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

/** An api whose flag and config calls answer as told, counting the config reads. */
function fakeApi(flags: Record<string, boolean | Error>, config: { announcement: string | null } | Error) {
  const getAppConfig = vi.fn(async () => {
    if (config instanceof Error) throw config;
    return config;
  });
  const api = {
    misc: {
      getAppFlag: async ({ path }: { path: { key: string } }) => {
        const value = flags[path.key];
        if (value instanceof Error || value === undefined) throw value ?? new Error('offline');
        return { key: path.key, enabled: value };
      },
      getAppConfig,
    },
  } as unknown as Api;
  return { api, getAppConfig };
}

describe('issue 56 remote config and flags', () => {
  test('a flag never read is at its default; a stored one applies at once, before any request', () => {
    expect(
      createRemoteConfig(
        () => memory(),
        () => memory(),
      ).flags.get(),
    ).toEqual(FEATURE_FLAGS);
    const stored = memory({ 'wap-feature-flags': JSON.stringify({ group_buy: false }) });
    expect(
      createRemoteConfig(
        () => stored,
        () => memory(),
      ).flags.get(),
    ).toEqual({ ...FEATURE_FLAGS, group_buy: false });
    const corrupt = memory({ 'wap-feature-flags': '{nope', 'wap-app-config': '[]' });
    const remote = createRemoteConfig(
      () => corrupt,
      () => memory(),
    );
    expect(remote.flags.get()).toEqual(FEATURE_FLAGS);
    expect(remote.config.get()).toEqual({ announcement: null });
  });

  test('the server’s answer replaces the flag and is kept for the next start; one that cannot be read keeps the last known value', async () => {
    const local = memory({ 'wap-feature-flags': JSON.stringify({ wallet_deposit: false }) });
    const remote = createRemoteConfig(
      () => local,
      () => memory(),
    );
    const { api } = fakeApi({ group_buy: false, wallet_deposit: new Error('offline') }, { announcement: null });
    await refreshRemoteConfig(api, remote);
    expect(remote.flags.get()).toEqual({ group_buy: false, wallet_deposit: false });
    expect(
      createRemoteConfig(
        () => local,
        () => memory(),
      ).flags.get(),
    ).toEqual({ group_buy: false, wallet_deposit: false });
  });

  test('the config is read once per session and kept for the next one; a failed read is tried again next time', async () => {
    const local = memory();
    const session = memory();
    const remote = createRemoteConfig(
      () => local,
      () => session,
    );
    const failing = fakeApi({}, new Error('offline'));
    await refreshRemoteConfig(failing.api, remote);
    expect(remote.configDue()).toBe(true);
    const { api, getAppConfig } = fakeApi({}, { announcement: '维护通知' });
    await refreshRemoteConfig(api, remote);
    await refreshRemoteConfig(api, remote);
    expect(getAppConfig).toHaveBeenCalledTimes(1);
    expect(remote.config.get().announcement).toBe('维护通知');
    expect(
      createRemoteConfig(
        () => local,
        () => memory(),
      ).config.get().announcement,
    ).toBe('维护通知');
  });
});

describe('issue 56 short links go nowhere off the site', () => {
  test.each([
    ['https://h5.example/book/BK1?from=share', '/book/BK1?from=share'],
    ['/invite/888888', '/invite/888888'],
    ['https://evil.example/book/BK1', '/'],
    ['//evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/%2F%2Fevil.example', '/'],
  ])('%s → %s', (url, path) => {
    expect(shortLinkTarget(url, 'https://h5.example')).toBe(path);
  });
});

describe('issue 56 settings and problem reports on the device', () => {
  test('stored settings: each unreadable key at its default', () => {
    expect(readPreferences({ auto_speak: true, study_reminder: '25:61', color_scheme: 'purple' })).toEqual({
      ...DEFAULT_PREFERENCES,
      auto_speak: true,
    });
    expect(readPreferences('garbage')).toEqual(DEFAULT_PREFERENCES);
  });

  test('a problem report needs 10–500 characters, spaces at the ends not counted', () => {
    expect(reportTextError('   太短了   ')).toBe('请至少写 10 个字，说清楚遇到的问题');
    expect(reportTextError('发音按钮点了没有任何声音')).toBeNull();
    expect(reportTextError('字'.repeat(501))).toBe('最多 500 个字');
  });

  test('screenshots are made smaller on the device: 1280 px at most on the longer side, never enlarged', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
