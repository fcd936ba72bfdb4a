import { describe, expect, it } from 'vitest';
import { analyticsSettings, PLAUSIBLE_EVENTS_URL } from '../../build/prerender/analytics-settings.ts';

describe('analyticsSettings', () => {
  it('is none without VITE_PLAUSIBLE_DOMAIN, whatever the endpoint', () => {
    expect(analyticsSettings({})).toBeUndefined();
    expect(analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: '  ', VITE_PLAUSIBLE_ENDPOINT: '/api/event' })).toBeUndefined();
  });

  it("sends to Plausible's own endpoint unless told otherwise: an http(s) URL or a path on the site", () => {
    expect(analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example' })).toEqual({
      domain: 'paylean.example',
      endpoint: PLAUSIBLE_EVENTS_URL,
    });
    expect(analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example', VITE_PLAUSIBLE_ENDPOINT: ' /stats/api/event ' })).toEqual({
      domain: 'paylean.example',
      endpoint: '/stats/api/event',
    });
    expect(
      analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example', VITE_PLAUSIBLE_ENDPOINT: 'https://stats.paylean.example/api/event' })
        ?.endpoint,
    ).toBe('https://stats.paylean.example/api/event');
  });

  it('stops the build on a value Plausible could not use, naming the variable', () => {
    expect(() => analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'https://paylean.example' })).toThrow(/^VITE_PLAUSIBLE_DOMAIN/);
    expect(() =>
      analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example', VITE_PLAUSIBLE_ENDPOINT: 'plausible.io/api/event' }),
    ).toThrow(/^VITE_PLAUSIBLE_ENDPOINT/);
    expect(() =>
      analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example', VITE_PLAUSIBLE_ENDPOINT: '//plausible.io/api/event' }),
    ).toThrow(/^VITE_PLAUSIBLE_ENDPOINT/);
    expect(() => analyticsSettings({ VITE_PLAUSIBLE_DOMAIN: 'paylean.example', VITE_PLAUSIBLE_ENDPOINT: 'javascript:alert(1)' })).toThrow(
      /^VITE_PLAUSIBLE_ENDPOINT/,
    );
  });
});
