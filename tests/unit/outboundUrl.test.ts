import { describe, expect, test } from 'vitest';
import { outboundUrl } from '../../src/services/outboundUrl';

const ORIGIN = 'https://m.example.com';
const DEMO = 'http://127.0.0.1:4173';

describe('issue: every URL from the backend that the app navigates to is checked by one function', () => {
  test('https links pass, normalised', () => {
    expect(outboundUrl('https://cashier.example.com/pay?x=1', { origin: ORIGIN, ownOrigin: false })).toBe(
      'https://cashier.example.com/pay?x=1',
    );
  });

  test.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>1</script>',
    'http://evil.example/',
    'vbscript:x',
    '',
    42,
    null,
  ])('refused: %s', (raw) => {
    expect(outboundUrl(raw, { origin: ORIGIN, ownOrigin: false })).toBeNull();
    expect(outboundUrl(raw, { origin: DEMO, ownOrigin: true })).toBeNull();
  });

  test('the demo build’s own pages (its cashier) pass on its own origin only', () => {
    expect(outboundUrl('/__demo/cashier?charge_id=1', { origin: DEMO, ownOrigin: true })).toBe(
      `${DEMO}/__demo/cashier?charge_id=1`,
    );
    expect(outboundUrl('/__demo/cashier', { origin: 'http://127.0.0.1:4173', ownOrigin: false })).toBeNull();
  });
});

describe('issue 37: a production build pointed at the demo API server pays at that server’s cashier', () => {
  const API = 'http://127.0.0.1:8787';

  test('the configured API’s own origin passes over plain http; another http origin and script do not', () => {
    const options = { origin: ORIGIN, ownOrigin: false, trustedOrigins: [API] };
    expect(outboundUrl(`${API}/__demo/cashier?charge_id=1`, options)).toBe(`${API}/__demo/cashier?charge_id=1`);
    expect(outboundUrl('http://127.0.0.1:9999/__demo/cashier', options)).toBeNull();
    expect(outboundUrl('javascript:alert(1)', options)).toBeNull();
  });
});
