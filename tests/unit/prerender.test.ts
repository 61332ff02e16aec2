import { describe, expect, test } from 'vitest';
import { withFirstScreen, withShellAfterPaint, withStylesheet } from '../../scripts/prerender';
import { SHELL_SCRIPTS_ATTRIBUTE } from '../../src/routes/shell/firstScreen';

const HTML = [
  '<html><head>',
  '<script type="module" async crossorigin fetchpriority="high" src="/assets/boot-a.js"></script>',
  '<script type="module" crossorigin src="/assets/index-b.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/main-c.js">',
  '<link rel="modulepreload" crossorigin href="/assets/client-d.js" data-startup>',
  '</head><body><div id="root"><div class="boot"><img src="x" /></div></div></body></html>',
].join('\n');

describe('issue 58: the first screen comes with the HTML', () => {
  test('its elements’ style attributes move into one stylesheet with the CSP nonce, as the policy drops inline ones', () => {
    const { markup, style } = withStylesheet(
      '<main style="flex:1;font-family:&quot;A&quot;"><p style="--x:1">t</p></main>',
      'N',
    );
    expect(markup).toBe('<main data-first-style="0"><p data-first-style="1">t</p></main>');
    expect(style).toBe(
      '<style nonce="N">#root [data-first-style="0"]{flex:1;font-family:"A"}#root [data-first-style="1"]{--x:1}</style>',
    );
    expect(withStylesheet('<p>t</p>', 'N').style).toBe('');
  });

  test('the root holds the screen, marked with its kind, in place of the boot mark; its styles go in the head', () => {
    const html = withFirstScreen(HTML, 'skeleton', '<div style="a:b">s</div>', 'N');
    expect(html).toContain('<div id="root" data-prerendered="skeleton"><div data-first-style="0">s</div></div>');
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<style nonce="N">#root [data-first-style="0"]{a:b}</style></head>');
    expect(() => withFirstScreen('<body></body>', 'home', '')).toThrow(/boot mark/);
  });

  test('/ paints from its HTML: the boot module’s tag names the shell’s scripts, entry first, for it to start them after that paint; no startup chunk is preloaded', () => {
    const html = withShellAfterPaint(HTML);
    expect(html).toContain(
      `<script ${SHELL_SCRIPTS_ATTRIBUTE}="/assets/index-b.js /assets/main-c.js" type="module" async crossorigin fetchpriority="high" src="/assets/boot-a.js">`,
    );
    expect(html).not.toMatch(/<script[^>]*src="\/assets\/index-b\.js|<link rel="modulepreload"/);
    expect(html).not.toContain('client-d.js');
    expect(() => withShellAfterPaint('<head></head>')).toThrow(/boot module and the shell/);
  });
});
