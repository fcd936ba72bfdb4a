import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../build/prerender/links.ts';

const home = { route: '/', file: 'pages/index.mdx', html: '<section id="contact"></section>' };
const about = { route: '/about', file: 'pages/about.mdx', html: '<h2 id="our-story">Our story</h2><a href="/#contact">Talk to us</a>' };

describe('findBrokenLinks', () => {
  it('accepts links to existing pages and anchors', () => {
    const page = {
      route: '/faq',
      file: 'pages/faq.mdx',
      html: '<a href="/about#our-story">x</a><a href="/about/">y</a><a href="#top">z</a><i id="top"></i>',
    };
    expect(findBrokenLinks([home, about, page])).toEqual([]);
  });

  it('ignores other sites, mail and phone links', () => {
    const page = { ...home, html: '<a href="https://www.linkedin.com/x">a</a><a href="mailto:a@b.c">b</a><a href="tel:+1415">c</a>' };
    expect(findBrokenLinks([page])).toEqual([]);
  });

  it('names the file and the link to a missing route', () => {
    const page = { route: '/blog', file: 'pages/blog.mdx', html: '<a class="x" href="/careerz">Jobs</a>' };
    expect(findBrokenLinks([home, page])).toEqual(['pages/blog.mdx: link "/careerz" points to no page']);
  });

  it('names the file and the link to a missing anchor, relative links included', () => {
    const page = { route: '/blog', file: 'pages/blog.mdx', html: '<a href="/#calculator">Calc</a><a href="#nowhere">x</a>' };
    expect(findBrokenLinks([home, page])).toEqual([
      'pages/blog.mdx: link "/#calculator": no element with id "calculator" on /',
      'pages/blog.mdx: link "#nowhere": no element with id "nowhere" on /blog',
    ]);
  });
});
