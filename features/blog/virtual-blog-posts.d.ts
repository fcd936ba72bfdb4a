declare module 'virtual:blog-posts' {
  /** Every published post (and drafts in dev), newest first: build/vite/blog-posts.ts. */
  export const posts: import('../../content/blog.ts').PostCard[];
  export const pageSize: number;
}
