// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../features/blog/ArticleCard.tsx';
import { toCard } from '../../content/blog.ts';
import { PostHeader } from '../../features/blog/PostHeader.tsx';
import { loadPosts } from '../../build/blog/posts.ts';
import { renderWithApp } from './render-page.tsx';

const [post] = loadPosts();

describe('a post no build shows yet, in npm run dev', () => {
  it('is marked as a draft on its card and its article', () => {
    const draft = { ...post!, draft: true, status: 'draft' as const };
    renderWithApp(<ArticleCard post={toCard(draft)} />);
    expect(screen.getByText('Draft')).toBeVisible();
    renderWithApp(<PostHeader post={draft} />);
    expect(screen.getByText('Draft: only `npm run dev` shows it')).toBeVisible();
  });

  it('is marked as scheduled, with its date', () => {
    const scheduled = { ...post!, date: '2030-01-01', status: 'scheduled' as const };
    renderWithApp(<ArticleCard post={toCard(scheduled)} />);
    expect(screen.getByText('Scheduled for 2030-01-01')).toBeVisible();
  });

  it('a published post carries no mark', () => {
    renderWithApp(<ArticleCard post={toCard(post!)} />);
    expect(screen.queryByText(/^Draft|^Scheduled/)).toBeNull();
  });
});
