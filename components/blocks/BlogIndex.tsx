import { Link, useParams } from 'react-router-dom';
import { pageSize, posts } from 'virtual:blog-posts';
import { blogText, categoryBySlug, categoryRoute, indexRoute } from '../../content/blog.ts';
import { theme } from '../../src/theme/tokens.ts';
import { CategoryNav } from '../blog/CategoryNav.tsx';
import { listingPage, parsePageParam } from '../blog/listing.ts';
import { listingSummary } from '../blog/listing-text.ts';
import { LoadMore } from '../blog/LoadMore.tsx';
import { useLoadMore } from '../blog/use-load-more.ts';
import { NotFound } from '../layout/NotFound.tsx';
import { Seo } from '../layout/Seo.tsx';
import { ArticleCard } from '../sections/ArticleCard.tsx';
import { Hero } from '../sections/Hero.tsx';
import { Section } from '../sections/Section.tsx';
import { gridStyle } from '../ui/card-styles.ts';

/**
 * Every blog listing, from the posts' frontmatter: /blog (featured post on top), /blog/page/N,
 * /blog/category/<slug> and its /page/N. Prerendered for each route; with JavaScript,
 * 'Load More Articles' adds the next page in place.
 */
export default function BlogIndex() {
  const params = useParams();
  const category = params.category === undefined ? undefined : categoryBySlug(params.category);
  const page = parsePageParam(params.page);
  const { extraPages, list, loadMore } = useLoadMore(`${params.category}/${page}`);
  const first = listingPage(posts, pageSize, page, category);
  if (!first || (params.category !== undefined && !category)) return <NotFound />;
  const more = Array.from({ length: extraPages }, (_, i) => listingPage(posts, pageSize, page + i + 1, category)?.items ?? []);
  const items = [...first.items, ...more.flat()];
  const lastPage = page + extraPages;
  const routeOf = (n: number) => (category ? categoryRoute(category, n) : indexRoute(n));
  const title = category ? blogText.categoryTitle(category) : blogText.title;
  const paged = page > 1 ? ` (${blogText.pageLabel(page, first.pageCount)})` : '';
  return (
    <>
      {(category || page > 1) && <Seo title={`${title}${paged}`} description={category ? blogText.categoryLead(category) : blogText.lead} />}
      <Hero>
        <h1>{title}</h1>
        <p>{category ? blogText.categoryLead(category) : blogText.lead}</p>
        {page > 1 && <p>{blogText.pageLabel(page, first.pageCount)}</p>}
      </Hero>
      {first.featured && (
        <Section>
          <h2>Featured Article</h2>
          <ArticleCard post={first.featured} featured />
        </Section>
      )}
      <Section tone="muted">
        <h2>{category ? `${category} Articles` : 'Latest Articles'}</h2>
        <CategoryNav current={category} />
        <p role="status" css={{ margin: `${theme.space.lg} 0 0`, color: theme.color.textMuted }}>
          {listingSummary((page - 1) * pageSize + items.length, first.total, category)}
        </p>
        <ul ref={list} css={[gridStyle('18rem'), { marginTop: theme.space.md }]}>
          {items.map((post) => (
            <li key={post.slug} css={{ display: 'flex', '& > article': { flex: 1 } }}>
              <ArticleCard post={post} />
            </li>
          ))}
        </ul>
        {page > 1 && (
          <p css={{ marginTop: theme.space.lg }}>
            <Link to={routeOf(page - 1)}>Newer articles</Link>
          </p>
        )}
        <LoadMore next={lastPage < first.pageCount ? routeOf(lastPage + 1) : undefined} onLoadMore={() => loadMore(items.length)} />
      </Section>
    </>
  );
}
