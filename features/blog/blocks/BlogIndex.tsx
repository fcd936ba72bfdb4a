import { useLocation, useParams } from 'react-router-dom';
import { blogText, categoryBySlug } from '../../../content/blog.ts';
import { BlogListing } from '../BlogListing.tsx';
import { parsePageParam } from '../listing.ts';
import { LISTING_REGION, loadMoreInPlace } from '../load-more-in-place.ts';
import { PrerenderedBody } from '../PrerenderedBody.tsx';
import { NotFound } from '../../../components/sections/NotFound.tsx';
import { Seo } from '../../../components/head/Seo.tsx';
import { Hero } from '../../../components/sections/Hero.tsx';

/** The listing is made where the posts' data is, the prerender and dev; in the browser build BlogListing is a stub (scripts/vite/blog-posts.ts). */
const renderListing = import.meta.env.SSR || import.meta.env.DEV;

/**
 * Every blog listing: /blog, /blog/page/N, /blog/category/<slug> and its /page/N. The listing
 * is static HTML made at build time from the posts' frontmatter (BlogListing); in the browser
 * it is kept as is, and 'Load More Articles' adds the next page in place.
 */
export default function BlogIndex() {
  const params = useParams();
  const route = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const category = params.category === undefined ? undefined : categoryBySlug(params.category);
  const page = parsePageParam(params.page);
  if ((params.category !== undefined && !category) || Number.isNaN(page)) return <NotFound />;
  const title = category ? blogText.categoryTitle(category) : blogText.title;
  return (
    <>
      {(category || page > 1) && (
        <Seo
          title={page > 1 ? `${title}, ${blogText.pageLabel(page)}` : title}
          description={category ? blogText.categoryLead(category) : blogText.lead}
        />
      )}
      <Hero>
        <h1>{title}</h1>
        <p>{category ? blogText.categoryLead(category) : blogText.lead}</p>
        {page > 1 && <p>{blogText.pageLabel(page)}</p>}
      </Hero>
      <PrerenderedBody id={LISTING_REGION} route={route} onRegionClick={loadMoreInPlace}>
        {renderListing && <BlogListing category={category} page={page} />}
      </PrerenderedBody>
    </>
  );
}
