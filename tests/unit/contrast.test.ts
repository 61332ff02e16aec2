import { describe, expect, test } from 'vitest';
import { TEXT_ON_BACKGROUNDS } from '../../src/ui/theme/contrast';
import { PALETTE, theme } from '../../src/ui/theme/theme';

/** WCAG 2.x relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('DESIGN §7: every text colour token reaches WCAG AA on the backgrounds it is used on', () => {
  test('the ratio function agrees with known pairs (#868e96 on white 3.3:1, white on #25bf8b 2.4:1)', () => {
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrast('#ffffff', '#25bf8b')).toBeCloseTo(2.36, 2);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  test.each(TEXT_ON_BACKGROUNDS)('$where: $text on $background', ({ text, background, large }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });

  test('the primary colour the theme fills buttons with is the one checked for white text', () => {
    const shade = theme.primaryShade as number;
    expect(theme.colors?.jade?.[shade]).toBe(PALETTE.jade[9]);
    expect(TEXT_ON_BACKGROUNDS).toContainEqual(
      expect.objectContaining({ text: '#ffffff', background: PALETTE.jade[9] }),
    );
  });
});
