import { describe, expect, test } from 'vitest';
import { flowAuthorizeUrl, type OAuthConfig } from '../../src/services/oauth';

const CONFIG: OAuthConfig = {
  wechat: { appId: 'wx123', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
  qq: { appId: '1010', authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize' },
};
const ORIGIN = 'https://h5.example.com';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('spec §4: the authorize redirect of each in-app sign-in flow', () => {
  test('silent authorization: base scope, back to /go/wxCallback with the original path, #wechat_redirect', () => {
    const url = flowAuthorizeUrl(
      CONFIG,
      { flow: 'silentAuth', returnPath: '/vip-subscribe?x=1', state: 'Abc123XYZ9' },
      ORIGIN,
    );
    expect(url.startsWith('https://open.weixin.qq.com/connect/oauth2/authorize?')).toBe(true);
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    expect(query(url.replace('#wechat_redirect', ''))).toEqual({
      appid: 'wx123',
      redirect_uri: 'https://h5.example.com/go/wxCallback?r=%2Fvip-subscribe%3Fx%3D1',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'Abc123XYZ9',
    });
  });

  test('explicit WeChat login: the user-info scope, back to /wx-login-cb', () => {
    const url = flowAuthorizeUrl(
      CONFIG,
      { flow: 'wechatLogin', returnPath: '/book/12?tab=1', state: 'S1234567' },
      ORIGIN,
    );
    expect(query(url.replace('#wechat_redirect', ''))).toMatchObject({
      redirect_uri: 'https://h5.example.com/wx-login-cb?r=%2Fbook%2F12%3Ftab%3D1',
      scope: 'snsapi_userinfo',
    });
  });

  test('QQ login: a token-type authorize with a mandatory state and the mobile display, back to /qq-login-cb', () => {
    const url = flowAuthorizeUrl(CONFIG, { flow: 'qqLogin', returnPath: '/squad/AB12', state: 'S1234567' }, ORIGIN);
    expect(query(url)).toMatchObject({
      response_type: 'token',
      client_id: '1010',
      redirect_uri: 'https://h5.example.com/qq-login-cb?r=%2Fsquad%2FAB12',
      state: 'S1234567',
      display: 'mobile',
    });
  });
});
