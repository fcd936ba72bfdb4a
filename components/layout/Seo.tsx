import { matchPath, useLocation } from 'react-router-dom';
import pageMeta from 'virtual:page-meta';
import { site } from '../../content/site.ts';
import { siteUrl } from '../../src/lib/env.ts';

const NOT_FOUND = '*';

function metaFor(pathname: string) {
  const route = Object.keys(pageMeta).find((r) => r !== NOT_FOUND && matchPath(r, pathname));
  return { route, meta: pageMeta[route ?? NOT_FOUND] };
}

/** The one place head tags are made; React hoists them into <head>. */
export function Seo() {
  const { pathname } = useLocation();
  const { route, meta } = metaFor(pathname);
  if (!meta) return null;
  const title = route === '/' ? meta.title : `${meta.title} | ${site.name}`;
  const url = meta.canonical ?? `${siteUrl}${route ?? pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {route ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
