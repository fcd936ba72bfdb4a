import { describe, expect, it } from 'vitest';
import { analyticsModule, pageScript } from '../../build/prerender/page-script.ts';

describe('the page script', () => {
  it('carries none of analytics without it, and with it only the fetch of its module', async () => {
    const without = await pageScript({ islandLoader: '/assets/island-loader-x.js' });
    const withAnalytics = await pageScript({ islandLoader: '/assets/island-loader-x.js', analytics: '/assets/analytics-y.js' });
    expect(without).not.toMatch(/analytics|plausible|__goals/i);
    expect(withAnalytics).toContain('/assets/analytics-y.js');
    expect(withAnalytics).not.toMatch(/plausible/i);
    // The whole difference is that fetch, after the first paint.
    expect(withAnalytics.length - without.length).toBeLessThan(120);
  });
});

describe('the analytics module', () => {
  it("holds Plausible's tracker with the build's domain and endpoint, and is named by its content", async () => {
    const settings = { domain: 'paylean.example', endpoint: '/stats/api/event' };
    const built = await analyticsModule(settings);
    expect(built.file).toMatch(/^assets\/analytics-[\w-]{8}\.js$/);
    expect(built.code).toContain('paylean.example');
    expect(built.code).toContain('/stats/api/event');
    expect(built.code).toContain('plausible');
    expect((await analyticsModule({ ...settings, domain: 'other.example' })).file).not.toBe(built.file);
  });
});
