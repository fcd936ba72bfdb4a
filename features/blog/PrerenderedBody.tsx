import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchRegion, regionInDocument, routerHref } from './prerendered-region.ts';

export interface Region {
  html: string;
  element: HTMLDivElement;
  replace: (html: string) => void;
}

interface Props {
  id: string;
  /** The route whose prerendered page holds this region. */
  route: string;
  className?: string;
  /** The content: present in the prerender (and in dev), absent from the browser bundle. */
  children?: ReactNode;
  /** A click inside the kept HTML, before site links go to the router; true if handled. */
  onRegionClick?: (event: MouseEvent<HTMLDivElement>, region: Region) => boolean;
}

/**
 * Static content (a post's body, a listing's cards). The prerender renders it; in the browser it
 * is kept as the server sent it (it has nothing to hydrate), or after a client-side navigation
 * fetched from the route's prerendered page. Site links in it still go through the router.
 */
export function PrerenderedBody({ id, route, className, children, onRegionClick }: Props) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(() => (children || typeof document === 'undefined' ? undefined : regionInDocument(document, id, route)));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (children || html !== undefined) return;
    let live = true;
    fetchRegion(route, id).then(
      (found) => live && (found === undefined ? setFailed(true) : setHtml(found)),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [children, html, id, route]);
  if (children)
    return (
      <div id={id} data-route={route} className={className}>
        {children}
      </div>
    );
  if (failed)
    return (
      <p className={className}>
        <Link to={route} reloadDocument>
          Open this page
        </Link>{' '}
        (it could not be loaded in place).
      </p>
    );
  return (
    <div
      ref={ref}
      id={id}
      data-route={route}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      onClick={(event) => {
        if (event.defaultPrevented || !ref.current) return;
        if (onRegionClick?.(event, { html: html ?? '', element: ref.current, replace: setHtml })) return;
        const href = routerHref(event);
        if (!href) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
