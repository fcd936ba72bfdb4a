import { pageSize, posts } from 'virtual:blog-posts';
import { categoryRoute, indexRoute } from '../../content/blog.ts';
import type { BlogCategory } from '../../content/blog-categories.ts';
import { blogText } from '../../content/blog-text.ts';
import { theme } from '../../components/theme/tokens.ts';
import { NotFound } from '../../components/sections/NotFound.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { gridStyle } from '../../components/ui/card-styles.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { listingPage } from '../../content/blog-listing.ts';
import { listingSummary } from './listing-text.ts';
import { LoadMore } from './LoadMore.tsx';

interface Props {
  category?: BlogCategory;
  page: number;
}

/**
 * One listing page, made from every post's frontmatter: featured post (first page of /blog),
 * category links, the page's cards and 'Load More Articles'. Rendered by the prerender (and in
 * dev); the browser keeps its HTML (see BlogIndex).
 */
export function BlogListing({ category, page }: Props) {
  const listing = listingPage(posts, pageSize, page, category);
  if (!listing) return <NotFound />;
  const routeOf = (n: number) => (category ? categoryRoute(category, n) : indexRoute(n));
  return (
    <>
      {listing.featured && (
        <Section>
          <h2>{blogText.featured}</h2>
          <ArticleCard post={listing.featured} featured />
        </Section>
      )}
      <Section tone="muted">
        <h2>{blogText.latest}</h2>
        <CategoryNav current={category} />
        <p
          role="status"
          data-total={listing.total}
          data-category={category}
          css={{ margin: `${theme.space.lg} 0 0`, color: theme.color.textMuted }}
        >
          {listingSummary(listing.items.length, listing.total, category)}
        </p>
        <ul
          data-cards=""
          css={[
            gridStyle('18rem'),
            // Empty columns are kept: a listing of one or two posts (a category) draws its cards, and their covers, at card size.
            { marginTop: theme.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
          ]}
        >
          {listing.items.map((post) => (
            <li key={post.slug} css={{ display: 'flex', '& > article': { flex: 1 } }}>
              <ArticleCard post={post} />
            </li>
          ))}
        </ul>
        {page > 1 && (
          <p css={{ marginTop: theme.space.lg }}>
            <a href={routeOf(page - 1)}>{blogText.newer}</a>
          </p>
        )}
        <LoadMore next={page < listing.pageCount ? routeOf(page + 1) : undefined} inCategory={!!category} />
      </Section>
    </>
  );
}
