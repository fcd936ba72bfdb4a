import { useLocation } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { siteUrl } from './site-url.ts';
import { SOCIAL_CARD, socialCardPath, socialCardTitle } from './social-card.ts';

interface ArticleMeta {
  /** YYYY-MM-DD */
  publishedTime: string;
  modifiedTime?: string;
}

/** A page's head: its frontmatter (checked by content/schemas/page.ts), or what a block such as BlogPost gives. */
interface Props {
  title: string;
  description: string;
  keywords?: string;
  canonical?: string;
  /** Keeps the page out of search engines. */
  noindex?: boolean;
  /** A blog post: og:type=article with its dates. */
  article?: ArticleMeta;
}

/**
 * The one place head tags are made, from a page's frontmatter (every MDX page renders it
 * first: see build/vite/remark-page-seo.ts). React hoists them into <head>. An indexable page
 * names its social card, which the build draws from these tags (build/cards/).
 */
export function Seo({ title, description, keywords, canonical, noindex, article }: Props) {
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
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && <meta property="article:modified_time" content={article.modifiedTime} />}
      {!noindex && (
        <>
          <meta property="og:image" content={`${siteUrl}${socialCardPath(route)}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
          <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
          <meta property="og:image:alt" content={socialCardTitle(title)} />
        </>
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content={noindex ? 'summary' : 'summary_large_image'} />
    </>
  );
}
