import type { PostSummary } from '../../content/blog.ts';

/** Today's date in UTC, YYYY-MM-DD: a post dated today is published by today's build. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Published, or why not: a draft, or a post dated after `today` (scheduled). */
export const publicationOf = (post: Pick<PostSummary, 'draft' | 'date'>, today: string): 'published' | 'draft' | 'scheduled' =>
  post.draft ? 'draft' : post.date > today ? 'scheduled' : 'published';
