// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ArticleList from '../../components/blocks/ArticleList.tsx';
import { articles, categoryFilters } from '../../content/articles.ts';
import { renderWithApp } from './render-page.tsx';

const articleTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter articles by category' })).getByRole('button', { name });

describe('the blog article list', () => {
  it('shows all six articles with every category badge, All pressed', () => {
    renderWithApp(<ArticleList />);
    expect(articleTitles()).toEqual(articles.map((a) => a.title));
    const group = screen.getByRole('group', { name: 'Filter articles by category' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([...categoryFilters]);
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('Guide')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 articles.');
  });

  it('filters by category and back to All', async () => {
    const user = userEvent.setup();
    renderWithApp(<ArticleList />);
    await user.click(filterButton('Case Study'));
    expect(articleTitles()).toEqual(articles.filter((a) => a.category === 'Case Study').map((a) => a.title));
    expect(filterButton('Case Study')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 Case Study article.');
    await user.click(filterButton('All'));
    expect(articleTitles()).toHaveLength(6);
  });

  it('says so when a category has no article beyond the featured one', async () => {
    const user = userEvent.setup();
    renderWithApp(<ArticleList />);
    await user.click(filterButton('Strategy'));
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(/No other Strategy articles yet/);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApp(<ArticleList />);
    filterButton('Legal').focus();
    await user.keyboard('{Enter}');
    expect(articleTitles()).toEqual([articles.find((a) => a.category === 'Legal')?.title]);
  });

  it("offers 'Load More Articles' honestly: disabled, explaining that everything is shown", () => {
    renderWithApp(<ArticleList />);
    const loadMore = screen.getByRole('button', { name: 'Load More Articles' });
    expect(loadMore).toBeDisabled();
    expect(loadMore).toHaveAccessibleDescription(/You're all caught up/);
  });
});
