import { describe, expect, it } from 'vitest';
import { inlineIconSymbols, SYMBOL_HOLDER_ATTRS } from '../../build/prerender/icons.ts';

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
      `<svg ${SYMBOL_HOLDER_ATTRS}>` +
        '<symbol id="icon-trending-up" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
        '<symbol id="icon-target" viewBox="0 0 24 24"><circle r="10"/></symbol></svg>',
    );
  });

  it('takes no room on the page: zero size, out of the flow, hidden from assistive tech, so no blank band under the header', () => {
    const holder = /^<svg ([^>]*)>/.exec(inlineIconSymbols(use('target'), sprite))![1]!;
    // `hidden` alone does not hide an <svg>: it was laid out at 300x150.
    expect(holder).not.toMatch(/^hidden$/);
    expect(holder).toContain('aria-hidden="true"');
    expect(holder).toMatch(/width="0" height="0"/);
    expect(holder).toMatch(/style="position:absolute;width:0;height:0;overflow:hidden"/);
  });

  it('adds nothing to a page without icons', () => {
    expect(inlineIconSymbols('<main><h1>Privacy</h1><a href="#icon-users">not an icon</a></main>', sprite)).toBe('');
  });

  it('fails the build on an icon the sprite lacks', () => {
    expect(() => inlineIconSymbols(use('rocket'), sprite)).toThrow('icon "rocket" is not in the sprite');
  });
});
