// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import PositionPage from '../../features/careers/blocks/PositionPage.tsx';
import OpenPositions from '../../features/careers/blocks/OpenPositions.tsx';
import { renderWithApp } from './render-page.tsx';

// The build's list as of a day after every position's valid-through date but one.
vi.mock('virtual:positions', async () => {
  const { loadPositions } = await import('../../content/positions.ts');
  return { positions: loadPositions('2027-02-15') };
});

const renderPosition = (slug: string) =>
  renderWithApp(
    <Routes>
      <Route path="/careers/:position" element={<PositionPage />} />
    </Routes>,
    `/careers/${slug}`,
  );

describe('a position page', () => {
  it('shows an open position with its apply-by date and no closed note', () => {
    renderPosition('full-stack-engineer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Full-Stack Engineer');
    expect(screen.getByText('Salary range: $60,000 - $85,000')).toBeTruthy();
    expect(screen.getByText(/Apply by/).textContent).toContain('February 28, 2027');
    expect(screen.queryByText('This position is closed.')).toBeNull();
  });

  it('says a position past its valid-through date is closed, and since when', () => {
    renderPosition('client-success-manager');
    expect(screen.getByRole('status').textContent).toContain('This position is closed.');
    expect(screen.getByRole('status').textContent).toContain('January 31, 2027');
    expect(screen.queryByText(/Apply by/)).toBeNull();
  });

  it('is the not-found page for an unknown slug', () => {
    renderPosition('astronaut');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found');
  });
});

describe('the open positions', () => {
  it('leave out a closed one', () => {
    renderWithApp(<OpenPositions />, '/careers');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Payroll Operations Team Lead',
      'Enterprise Account Executive',
      'Full-Stack Engineer',
    ]);
  });
});
