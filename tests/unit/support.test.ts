import { describe, expect, test } from 'vitest';
import { isSupportProductId, supportChatUrl } from '../../src/services/support';

describe('spec §2 /txc/:productId: the customer-service chat URL', () => {
  const user = {
    user_id: '7000000000000000001',
    nickname: '花友0888',
    image_url: 'https://cdn.example/a.png',
    phone_number_e164: '+8613800000888',
  };

  test('carries nickname, avatar, openid (the phone without the plus) and customInfo with uid, phone, source wap and env', () => {
    const url = new URL(
      supportChatUrl({
        base: 'https://support.example/product/',
        productId: '321510',
        user,
        origin: 'https://m.example',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://support.example/product/321510');
    expect(url.searchParams.get('nickname')).toBe('花友0888');
    expect(url.searchParams.get('avatar')).toBe('https://cdn.example/a.png');
    expect(url.searchParams.get('openid')).toBe('8613800000888');
    expect(JSON.parse(url.searchParams.get('customInfo')!)).toEqual({
      uid: '7000000000000000001',
      phone: '+8613800000888',
      source: 'wap',
      env: 'https://m.example',
    });
  });

  test('a relative base (the demo stand-in) stays on the page origin; missing fields are empty, never "undefined"', () => {
    const url = new URL(
      supportChatUrl({
        base: '/__demo/support',
        productId: '1',
        user: { user_id: 5 },
        origin: 'http://127.0.0.1:4173',
      }),
    );
    expect(url.href.startsWith('http://127.0.0.1:4173/__demo/support/1?')).toBe(true);
    expect(url.search).not.toContain('undefined');
    expect(url.searchParams.get('openid')).toBe('');
  });

  test.each([
    ['321510', true],
    ['0', true],
    ['abc', false],
    ['321510/../x', false],
    ['9'.repeat(13), false],
    [undefined, false],
  ])('product id %s → %s', (value, valid) => expect(isSupportProductId(value)).toBe(valid));
});
