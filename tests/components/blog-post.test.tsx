// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { loadPosts } from '../../build/blog/posts.ts';
import { renderPage } from './render-page.tsx';

const modules = import.meta.glob<{ default: ComponentType }>('../../pages/blog/*.mdx', { eager: true });
const posts = loadPosts();

describe.each(posts.map((p) => [p.slug, p] as const))('the post %s', (slug, post) => {
  it('shows its title, author, date, reading time, category link, contents and call to action', () => {
    renderPage(modules[`../../pages/blog/${slug}.mdx`]!.default, `/blog/${slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(document.body).toHaveTextContent(`By ${post.author.name}, ${post.author.role}`);
    expect(document.body).toHaveTextContent(`${post.readingTime} min read`);
    expect(screen.getByRole('link', { name: post.category })).toHaveAttribute(
      'href',
      `/blog/category/${post.category.toLowerCase().replace(/ /g, '-')}`,
    );
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const h2s = document.querySelectorAll('#post-body h2');
    expect(within(toc).getAllByRole('link')).toHaveLength(h2s.length);
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/#contact');
    const more = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(more).getAllByRole('link').length).toBeGreaterThanOrEqual(1);
  });
});
