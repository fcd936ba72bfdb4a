// The listings' logic is content/blog-listing.ts, below the build and the blog feature that share it.
// This re-export serves the blog's route table (scripts/blog/routes.ts) until it imports from there.
export { listingPosts, pageCountOf } from '../../content/blog-listing.ts';
