import { describe, expect, test } from 'vitest';
import { envForHost, isQQLike, isWeChatLike, resolveEnv, type BackendConfig } from '../../src/services/env';

const config: BackendConfig = {
  prodHost: 'm.example.cn',
  stagingHost: 'm-staging.example.cn',
  apiBase: { prod: 'https://api.example.cn', staging: 'https://api-staging.example.cn' },
  ossBase: { prod: 'https://cdn.example.cn', qa: 'https://qa.example.cn' },
};
const WX_UA =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const WX_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107 MQQBrowser/6.2 TBS/046011 Mobile Safari/537.36 MicroMessenger/8.0.40';
const QQ_UA =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 QQ/8.9.80.614 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 Core/WKWebView NetType/WIFI';
const PLAIN_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 MQQBrowser/14.2';

describe('spec §2 environment by host', () => {
  test.each([
    ['localhost', 'local'],
    ['localhost:5173', 'local'],
    ['127.0.0.1:4173', 'local'],
    ['m-staging.example.cn', 'staging'],
    ['m.example.cn', 'prod'],
    ['other.example.com:8080', 'local'],
    ['other.example.com', 'prod'],
  ])('%s → %s', (host, env) => expect(envForHost(host, config)).toBe(env));
});

describe('spec §4 API environment', () => {
  const facts = (host: string, storedApiEnv: 'staging' | 'prod') =>
    resolveEnv({ host, userAgent: PLAIN_UA, storedApiEnv, config, gitCommit: 'abc1234 2026-11-21' });

  test('the production host forces prod whatever the stored debug apiEnv says', () => {
    const f = facts('m.example.cn', 'staging');
    expect(f).toMatchObject({
      env: 'prod',
      isProd: true,
      apiEnv: 'prod',
      apiEnvForced: true,
      apiURL: 'https://api.example.cn',
      ossURL: 'https://cdn.example.cn',
    });
  });

  test('elsewhere the stored debug apiEnv is used', () => {
    expect(facts('localhost:5173', 'staging')).toMatchObject({
      isLocal: true,
      apiEnv: 'staging',
      apiURL: 'https://api-staging.example.cn',
      ossURL: 'https://qa.example.cn',
    });
    expect(facts('m-staging.example.cn', 'prod')).toMatchObject({
      isStaging: true,
      apiEnv: 'prod',
      apiURL: 'https://api.example.cn',
    });
  });

  test('gitCommit is passed through', () => {
    expect(facts('localhost', 'staging').gitCommit).toBe('abc1234 2026-11-21');
  });
});

describe('spec §1 in-app browsers detected by a user-agent marker', () => {
  test.each([
    [WX_UA, true, false],
    [WX_ANDROID_UA, true, false],
    [QQ_UA, false, true],
    [PLAIN_UA, false, false],
  ])('%s', (ua, wx, qq) => {
    expect(isWeChatLike(ua)).toBe(wx);
    expect(isQQLike(ua)).toBe(qq);
  });
});
