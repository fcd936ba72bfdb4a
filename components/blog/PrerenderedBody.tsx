import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchRegion, regionInDocument, routerHref } from './prerendered-region.ts';

interface Props {
  id: string;
  /** The post's route: the page its HTML comes from. */
  route: string;
  className?: string;
  /** The body: present in the prerender (and in dev), absent from the browser bundle. */
  children?: ReactNode;
}

/**
 * A post's body. The prerender renders it; in the browser it is kept as the server sent it (it
 * has nothing to hydrate), or after a client-side navigation fetched from the post's prerendered
 * page. Site links in it still go through the router.
 */
export function PrerenderedBody({ id, route, className, children }: Props) {
  const navigate = useNavigate();
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
  if (children) return <div id={id} data-route={route} className={className}>{children}</div>;
  if (failed) return <p className={className}><Link to={route} reloadDocument>Open this post</Link> (it could not be loaded in place).</p>;
  return (
    <div
      id={id}
      data-route={route}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      onClick={(event) => {
        const href = routerHref(event);
        if (!href) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
