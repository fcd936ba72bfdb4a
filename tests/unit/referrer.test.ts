import { describe, expect, it } from 'vitest';
import { isPageOf } from '../../src/page-script/referrer.ts';

const origin = 'https://paylean.example';

describe('isPageOf', () => {
  it('is true for any page of the origin', () => {
    expect(isPageOf('https://paylean.example/', origin)).toBe(true);
    expect(isPageOf('https://paylean.example/faq?q=1#a', origin)).toBe(true);
  });

  it('is false for no referrer, another site, or another origin of the same name', () => {
    expect(isPageOf('', origin)).toBe(false);
    expect(isPageOf('https://search.example/?q=paylean.example', origin)).toBe(false);
    expect(isPageOf('http://paylean.example/faq', origin)).toBe(false);
    expect(isPageOf('https://paylean.example:8443/faq', origin)).toBe(false);
    expect(isPageOf('https://paylean.example.other.example/faq', origin)).toBe(false);
  });
});
