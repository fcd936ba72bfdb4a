import { useLocation } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { siteUrl } from '../../src/lib/env.ts';
import type { PageMeta } from '../../src/page-meta.ts';

/**
 * The one place head tags are made, from a page's frontmatter (every MDX page renders it
 * first: see scripts/vite/remark-page-seo.ts). React hoists them into <head>.
 */
export function Seo({ title, description, keywords, canonical, noindex }: PageMeta) {
  const { pathname } = useLocation();
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const fullTitle = route === '/' ? title : `${title} | ${site.name}`;
  const url = canonical ?? `${siteUrl}${route}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
