import { categoryRoute, indexRoute } from './blog.ts';
import { blogCategories, type BlogCategory } from './blog-categories.ts';
import { fill } from './placeholders.ts';
import { listing, post } from './words/blog.json' with { type: 'json' };

// The blog's words (content/words/blog.json) as its pages show them. The Load More island takes the listing's
// summary from the file itself (features/blog/listing-text.ts): it ships none of these.

/** The words of every listing page. */
export const blogText = {
  ...listing,
  categoryTitle: (category: string) => fill(listing.categoryTitle, { category }),
  categoryLead: (category: string) => fill(listing.categoryLead, { category }),
  pageLabel: (page: number) => fill(listing.page, { page }),
};

/** The listing's category badges: 'All', then each category. */
export const categoryLinks: { label: string; to: string; category?: BlogCategory }[] = [
  { label: listing.all, to: indexRoute() },
  ...blogCategories.map((category) => ({ label: category, to: categoryRoute(category), category })),
];

/** The words around a post: its header, its footer and its cards. */
export const postText = post;

export const readingTimeLabel = (minutes: number) => fill(post.readingTime, { minutes });
