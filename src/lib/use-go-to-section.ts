import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSectionSoon, SCROLL_DELAY_MS } from './scroll.ts';

/** Returns `goTo(id)`: on the home page it scrolls now; elsewhere it goes home, then scrolls. */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      const onHome = pathname === '/';
      if (!onHome) navigate('/');
      scrollToSectionSoon(id, onHome ? 0 : SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
}
