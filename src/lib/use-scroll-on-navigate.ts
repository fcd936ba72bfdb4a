import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToSection } from './scroll.ts';

/**
 * New pages start at the top, unless the URL targets a #section; back/forward (POP) is left
 * to the browser's own scroll restoration.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
