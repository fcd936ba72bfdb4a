import { useContext, type ReactNode } from 'react';
import type { PostCard, PostSummary } from '../../../content/blog.ts';
import { postText } from '../../../content/blog-text.ts';
import { siteUrl } from '../../../components/head/site-url.ts';
import { theme } from '../../../components/theme/tokens.ts';
import { blogPostingJsonLd } from '../blog-posting.ts';
import { JsonLd } from '../../../components/head/JsonLd.tsx';
import { PostBodyOnly } from '../post-body-only.ts';
import { PostFooter } from '../PostFooter.tsx';
import NewsletterSignup from '../../forms/blocks/NewsletterSignup.tsx';
import { PostHeader } from '../PostHeader.tsx';
import { Seo } from '../../../components/head/Seo.tsx';
import { TableOfContents } from '../../../components/sections/TableOfContents.tsx';
import { tocEntries } from '../../../components/lib/toc-entries.ts';

/** A post gets a table of contents from this many `##` sections on. */
export const TOC_MIN_SECTIONS = 4;

interface Props {
  post: PostSummary;
  previous?: PostCard;
  next?: PostCard;
  related: PostCard[];
  /** The body. */
  children?: ReactNode;
}

/**
 * The page around a post's body (pages/blog/<slug>.mdx): build/vite/remark-blog-post.ts wraps
 * every post in it, with the data it needs computed at build time.
 */
export default function BlogPost({ post, previous, next, related, children }: Props) {
  const entries = tocEntries(children);
  if (useContext(PostBodyOnly)) return children;
  return (
    <>
      <Seo title={post.title} description={post.description} article={{ publishedTime: post.date, modifiedTime: post.updated }} />
      <article>
        <PostHeader post={post} />
        <div
          css={{
            maxWidth: '48rem',
            margin: '0 auto',
            padding: `${theme.space.xl} ${theme.space.md} ${theme.space.section}`,
            fontSize: '1.0625rem',
            lineHeight: 1.7,
          }}
        >
          <div id="post-body" css={{ '& h2': { marginTop: theme.space.xxl }, '& h3': { marginTop: theme.space.lg } }}>
            {entries.length >= TOC_MIN_SECTIONS && <TableOfContents entries={entries} />}
            {children}
          </div>
          <aside aria-labelledby="newsletter-heading" css={{ marginTop: theme.space.xxl }}>
            <h2 id="newsletter-heading" css={{ fontSize: '1.25rem' }}>
              {postText.newsletter}
            </h2>
            <NewsletterSignup />
          </aside>
          <PostFooter previous={previous} next={next} related={related} />
        </div>
      </article>
      <JsonLd data={blogPostingJsonLd(post, siteUrl)} />
    </>
  );
}
