import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSectionSoon } from './scroll.ts';

/** Where a navigation was asked to scroll to, read by useScrollOnNavigate once the page is in. */
export interface SectionState {
  section?: string;
}

/** Returns `goTo(id)`: on the home page it scrolls now; elsewhere it goes home, then scrolls. */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/') scrollToSectionSoon(id, 0);
      else navigate('/', { state: { section: id } satisfies SectionState });
    },
    [navigate, pathname],
  );
}
