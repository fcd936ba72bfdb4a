import { describe, expect, it } from 'vitest';
import { pageHeadProblems } from '../../build/prerender/page-head.ts';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Hi</h1></body></html>`;
const TITLE = '<title>Page not found | PayLean</title>';
const DESCRIPTION = '<meta name="description" content="The page does not exist.">';
const NOINDEX = '<meta name="robots" content="noindex">';

describe('pageHeadProblems', () => {
  it('accepts a page with its title and description, and its robots tag when it says noindex', () => {
    expect(pageHeadProblems('dist/about/index.html', page(TITLE + DESCRIPTION), false)).toEqual([]);
    expect(pageHeadProblems('dist/404.html', page(TITLE + DESCRIPTION + NOINDEX), true)).toEqual([]);
  });

  it('names the file and each missing tag', () => {
    expect(pageHeadProblems('dist/404.html', page(''), true)).toEqual([
      'dist/404.html: no <title>',
      'dist/404.html: no <meta name="description">',
      'dist/404.html: its page says noindex but it has no <meta name="robots" content="noindex">',
    ]);
  });

  it('counts a blank title or description as missing, and a title in the body as none', () => {
    const blank = page('<title> </title><meta name="description" content="">');
    expect(pageHeadProblems('dist/x/index.html', blank, false)).toHaveLength(2);
    const inBody = `<!doctype html><html><head>${DESCRIPTION}</head><body><svg><title>Icon</title></svg></body></html>`;
    expect(pageHeadProblems('dist/x/index.html', inBody, false)).toEqual(['dist/x/index.html: no <title>']);
  });

  it('wants robots noindex, not any robots tag, on a noindex page', () => {
    expect(pageHeadProblems('dist/x/index.html', page(TITLE + DESCRIPTION + '<meta name="robots" content="index">'), true)).toHaveLength(1);
  });
});
