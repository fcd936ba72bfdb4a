import { describe, expect, it } from 'vitest';
import { inlineIconSymbols } from '../../scripts/prerender/icons.ts';

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<symbol id="target" viewBox="0 0 24 24"><circle r="10"/></symbol>',
  '<symbol id="trending-up" viewBox="0 0 24 24"><path d="M1 1"/></symbol>',
  '<symbol id="users" viewBox="0 0 24 24"><path d="M2 2"/></symbol>',
  '</svg>',
].join('\n');
const use = (name: string) => `<svg><use href="#icon-${name}"></use></svg>`;

describe('inlineIconSymbols', () => {
  it('copies the symbols a page uses, once each, with prefixed ids', () => {
    const html = `<main>${use('trending-up')}${use('target')}${use('trending-up')}</main>`;
    expect(inlineIconSymbols(html, sprite)).toBe(
      '<svg hidden><symbol id="icon-trending-up" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
        '<symbol id="icon-target" viewBox="0 0 24 24"><circle r="10"/></symbol></svg>',
    );
  });

  it('adds nothing to a page without icons', () => {
    expect(inlineIconSymbols('<main><h1>Privacy</h1><a href="#icon-users">not an icon</a></main>', sprite)).toBe('');
  });

  it('fails the build on an icon the sprite lacks', () => {
    expect(() => inlineIconSymbols(use('rocket'), sprite)).toThrow('icon "rocket" is not in the sprite');
  });
});
