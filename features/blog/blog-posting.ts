import { postRoute, type PostSummary } from '../../content/blog.ts';
import { site } from '../../content/site.ts';

/** schema.org BlogPosting for a post: what search engines read for an article result. */
export function blogPostingJsonLd(post: PostSummary, origin: string) {
  const url = `${origin}${postRoute(post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    ...(post.cover ? { image: `${origin}${post.cover.image.fallback.src}` } : {}),
  };
}
