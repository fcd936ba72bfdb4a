import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToSection, scrollToSectionSoon } from '../../components/ui/scroll.ts';
import type { SectionState } from '../../components/ui/use-go-to-section.ts';

/**
 * After a navigation: a section asked for by useGoToSection is scrolled to 100 ms after the
 * page is in; a #hash is scrolled to; otherwise new pages start at the top. Back/forward (POP)
 * is left to the browser's own scroll restoration.
 */
export function useScrollOnNavigate() {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const section = (state as SectionState | null)?.section;
    if (section) scrollToSectionSoon(section);
    else if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, state, navigationType]);
}
