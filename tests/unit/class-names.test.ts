import { describe, expect, it } from 'vitest';
import { islandMarkup, shortenClassNames } from '../../build/prerender/class-names.ts';

const page = [
  '<style data-emotion="css-global 1x">body{margin:0}</style>',
  '<style data-emotion="css 1abc 2def 3ghi">.css-1abc{color:red}.css-1abc:hover{color:blue}.css-2def>li{margin:0}.css-3ghi{padding:0}</style>',
  '<header class="css-1abc">css-1abc is a class</header>',
  '<div data-island="calculator" data-props="{}"><div class="css-3ghi"><div class="css-1abc"></div></div></div>',
  '<ul class="css-2def"><li>A blog post on css-grid</li></ul>',
].join('');

describe('shortening class names outside the islands', () => {
  it('finds each island with all it holds', () => {
    expect(islandMarkup(page)).toEqual([
      '<div data-island="calculator" data-props="{}"><div class="css-3ghi"><div class="css-1abc"></div></div></div>',
    ]);
  });

  it('renames the classes no island uses, in the CSS and the markup, and leaves an island’s classes and other text alone', () => {
    const out = shortenClassNames(page);
    expect(out).toContain('.c_0>li{margin:0}');
    expect(out).toContain('<ul class="c_0"><li>A blog post on css-grid</li></ul>');
    // Used inside an island (as well as outside): the browser code names it the same way, so it keeps its hash everywhere.
    expect(out).toContain('.css-1abc{color:red}.css-1abc:hover{color:blue}');
    expect(out).toContain('<header class="css-1abc">css-1abc is a class</header>');
    expect(out).toContain('<div class="css-3ghi"><div class="css-1abc">');
    expect(out).not.toContain('2def');
  });

  it('lists on emotion’s style tag only the classes an island will look for', () => {
    expect(shortenClassNames(page)).toContain('<style data-emotion="css 1abc 3ghi">');
    expect(shortenClassNames(page)).toContain('<style data-emotion="css-global 1x">');
  });

  it('names classes in the order they first appear', () => {
    const two = '<style data-emotion="css 9zz 8yy">.css-9zz{a:b}.css-8yy{c:d}</style><p class="css-8yy css-9zz"></p>';
    expect(shortenClassNames(two)).toBe('<style data-emotion="css ">.c_0{a:b}.c_1{c:d}</style><p class="c_1 c_0"></p>');
  });
});
