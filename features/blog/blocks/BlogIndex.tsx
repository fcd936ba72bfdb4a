import { useParams } from 'react-router-dom';
import { categoryBySlug } from '../../../content/blog.ts';
import { blogText } from '../../../content/blog-text.ts';
import { BlogListing } from '../BlogListing.tsx';
import { parsePageParam } from '../../../content/blog-listing.ts';
import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { NotFound } from '../../../components/sections/NotFound.tsx';
import { Seo } from '../../../components/head/Seo.tsx';
import { Hero } from '../../../components/sections/Hero.tsx';
import PageVisual from '../../../components/blocks/PageVisual.tsx';

/**
 * Every blog listing: /blog, /blog/page/N, /blog/category/<slug> and its /page/N. The listing
 * is static HTML made at build time from the posts' frontmatter (BlogListing), an island whose
 * code adds the next page in place when 'Load More Articles' is used (load-more.island.ts).
 */
export default function BlogIndex() {
  const params = useParams();
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
        {!category && <PageVisual name="blog" />}
      </Hero>
      <Island island={ISLANDS.blogListing} component={BlogListing} props={{ category, page }} />
    </>
  );
}
