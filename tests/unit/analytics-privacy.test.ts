import { describe, expect, it } from 'vitest';
import { cleanPayload, optedOut } from '../../src/page-script/analytics-privacy.ts';

const navigatorWith = (signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) =>
  ({ doNotTrack: null, ...signals }) as Navigator & { globalPrivacyControl?: boolean };

describe('optedOut', () => {
  it('is true with Do Not Track or Global Privacy Control, false without either', () => {
    expect(optedOut(navigatorWith({ doNotTrack: '1' }))).toBe(true);
    expect(optedOut(navigatorWith({ globalPrivacyControl: true }))).toBe(true);
    expect(optedOut(navigatorWith({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
    expect(optedOut(navigatorWith({}))).toBe(false);
  });
});

describe('cleanPayload', () => {
  it("drops every query parameter but utm_* and the fragment from the page, the referrer and a link's url", () => {
    expect(
      cleanPayload({
        n: 'Outbound Link: Click',
        d: 'paylean.example',
        u: 'https://paylean.example/?utm_source=news&employees=25#calculator',
        r: 'https://paylean.example/search?q=jane',
        p: { url: 'https://calendar.example/render?text=Payroll&details=x' },
      }),
    ).toEqual({
      n: 'Outbound Link: Click',
      d: 'paylean.example',
      u: 'https://paylean.example/?utm_source=news',
      r: 'https://paylean.example/search',
      p: { url: 'https://calendar.example/render' },
    });
  });

  it('leaves an event without a referrer or props as it is', () => {
    expect(cleanPayload({ n: 'pageview', d: 'paylean.example', u: 'https://paylean.example/faq', r: null })).toEqual({
      n: 'pageview',
      d: 'paylean.example',
      u: 'https://paylean.example/faq',
      r: null,
    });
  });
});
