import path from 'node:path';
import { postRoute, type PostSummary } from '../../content/blog.ts';
import { coverArt, type CoverArt } from '../../content/covers/art.ts';
import { blogDir } from '../blog/posts.ts';
import type { RenderedPage } from '../prerender/links.ts';

/** A post's cover on its card: the drawing composed for the post, or the writer's own picture (a file). */
export type CardCover = { art: CoverArt } | { file: string };

/** What one social card shows. */
export interface CardText {
  title: string;
  kicker?: string;
  author?: { name: string; role: string };
  /** The site's host, printed in a corner. */
  domain?: string;
  /** A post's cover, beside its headline. */
  cover?: CardCover;
}

/** A card and where it goes. */
export interface CardInput extends CardText {
  route: string;
  /** The og:image URL's path: where the PNG is written under dist/. */
  path: string;
}

/** The section a page belongs to, printed above its headline ('/services/ai-automation' -> 'Services'). */
const SECTIONS: Record<string, string> = { services: 'Services', resources: 'Resources', blog: 'Blog', careers: 'Careers' };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const metaContent = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The cover a post shows, as its card draws it: its picture when the frontmatter names one, else its drawing. */
export const cardCover = (post: PostSummary): CardCover =>
  post.image ? { file: path.resolve(blogDir, post.image) } : { art: coverArt(post) };

/**
 * The cards a build draws: one per rendered page whose head names an og:image (Seo does for every
 * indexable page), with the headline its og:image:alt gives, and a post's category, author and cover.
 */
export function cardInputs(pages: RenderedPage[], posts: PostSummary[], siteUrl: string): CardInput[] {
  const postByRoute = new Map(posts.map((post) => [postRoute(post.slug), post]));
  const domain = new URL(siteUrl).host;
  return pages.flatMap((page) => {
    const image = metaContent(page.html, 'og:image');
    if (!image) return [];
    if (!image.startsWith(`${siteUrl}/`)) throw new Error(`${page.file}: og:image ${image} is not under ${siteUrl}`);
    const post = postByRoute.get(page.route);
    const alt = metaContent(page.html, 'og:image:alt');
    if (!alt) throw new Error(`${page.file}: og:image without og:image:alt, the card's headline`);
    return [
      {
        route: page.route,
        path: image.slice(siteUrl.length),
        title: decode(alt),
        kicker: post ? post.category : SECTIONS[page.route.split('/')[1] ?? ''],
        ...(post && { author: { name: post.author.name, role: post.author.role } }),
        domain,
        ...(post && { cover: cardCover(post) }),
      },
    ];
  });
}
