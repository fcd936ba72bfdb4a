import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { colorPairs, colors } from '../../components/theme/tokens.ts';

extend([a11yPlugin]);

const MINIMUM = { text: 4.5, large: 3, ui: 3 } as const;

describe('the theme colour pairs', () => {
  it.each(colorPairs)('%s on %s meets WCAG AA for %s', (foreground, background, use) => {
    expect(colord(colors[foreground]).contrast(colors[background])).toBeGreaterThanOrEqual(MINIMUM[use]);
  });

  it('measures contrast as WCAG does (white on the brand blue is 6.7:1, grey on white fails)', () => {
    expect(colord('#ffffff').contrast('#1d4ed8')).toBeCloseTo(6.7, 1);
    expect(colord('#9ca3af').contrast('#ffffff')).toBeLessThan(MINIMUM.text);
  });
});
