import { describe, expect, test } from 'vitest';
import { attributionColumns, withRefererSource } from '@shared/forms/attribution';

const SITE = 'https://paylean.example';

describe('withRefererSource: where a plain post without JavaScript came from', () => {
  test('its page and utm_* tags from the Referer, nothing else of its query', () => {
    const referer = `${SITE}/blog/true-cost?utm_source=linkedin&utm_medium=social&utm_campaign=spring&email=jane%40acme.example`;
    expect(withRefererSource({}, referer)).toEqual({
      page: '/blog/true-cost',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring',
    });
  });

  test('a form the page script filled keeps its own source, whatever the Referer says', () => {
    const filled = { page: '/faq', utmSource: 'google' };
    expect(withRefererSource(filled, `${SITE}/about?utm_source=linkedin`)).toEqual(filled);
  });

  test("a filled page that is not a path on the site is stored as '/'", () => {
    expect(withRefererSource({ page: '//evil.example/x', utmSource: 'google' }, null)).toEqual({ page: '/', utmSource: 'google' });
  });

  test('no Referer, or one that is no URL, leaves the row as it is', () => {
    expect(withRefererSource({ utmSource: 'x' }, null)).toEqual({ utmSource: 'x' });
    expect(withRefererSource({}, 'not a url')).toEqual({});
  });

  test('a tag with a control character is left out, a long one is cut to 200 characters', () => {
    const referer = `${SITE}/faq?utm_source=%1b%5B2J&utm_campaign=${'c'.repeat(300)}`;
    expect(withRefererSource({}, referer)).toEqual({ page: '/faq', utmCampaign: 'c'.repeat(200) });
  });

  test('the stored columns follow it', () => {
    expect(attributionColumns({}, `${SITE}/faq?utm_campaign=spring`)).toEqual({
      page: '/faq',
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'spring',
      referrer: null,
    });
  });
});
