import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderConfig } from '../../scripts/nginx';

const template = readFileSync('deploy/nginx.conf', 'utf8');

describe('issue 37 §2 deploy/nginx.conf', () => {
  test('every location that sets a header of its own includes the security headers (nginx drops inherited ones)', () => {
    const locations = template.split(/^\s*location /m).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const block of locations) {
      const body = block.slice(0, block.indexOf('\n    }'));
      if (body.includes('add_header')) expect(body, block.split('\n')[0]).toContain('include security-headers.conf;');
    }
  });

  test('a host changes only the listen, root and connect-src lines; a config without one of them is refused', () => {
    const rendered = renderConfig(template, { port: 9123, root: '/srv/app/dist', connect: ['http://127.0.0.1:9124'] });
    expect(rendered).toContain('listen 127.0.0.1:9123; # set per host');
    expect(rendered).toContain('root /srv/app/dist; # set per host');
    expect(rendered).toContain('set $csp_connect "http://127.0.0.1:9124";');
    expect(rendered.split('\n')).toHaveLength(template.split('\n').length);
    expect(() => renderConfig(template.replace(/listen .*\n/, ''), { port: 1, root: '/', connect: [] })).toThrow(
      /listen line/,
    );
  });
});
