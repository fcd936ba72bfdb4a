import { z } from 'zod';
import { loadAuthors } from '../authors.ts';
import { IMAGE_FILE } from '../blog.ts';
import { blogCategories } from '../blog-categories.ts';
import { COVER_FIGURE_MAX } from '../covers/figure.ts';
import { coverMotifKeys } from '../covers/motifs.ts';
import { iconKeys } from '../icons.ts';

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** The values a field may take, as its error message lists them: "a", "b". */
export const quotedList = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/**
 * What a post's frontmatter may hold, with the authors there are now (content/authors/). Unknown
 * keys are errors too: a typo must not pass silently.
 */
export const postFrontmatterSchema = (authorKeys: string[] = Object.keys(loadAuthors())) =>
  z
    .strictObject({
      title: z.string({ error: 'must be a text' }).min(1, 'must not be empty').describe('The headline, on the page and its cards.'),
      description: z
        .string({ error: 'must be a text (the teaser on cards and in feeds)' })
        .min(1, 'must not be empty')
        .describe('The teaser on cards, in feeds and in search results.'),
      date: isoDate.describe('Publication date, YYYY-MM-DD. A future date schedules the post until that day.'),
      updated: isoDate.optional().describe('When the post was last changed in substance, YYYY-MM-DD.'),
      author: z.enum(authorKeys as [string, ...string[]], {
        error: `must be one of the authors (a file content/authors/<author>.json): ${quotedList(authorKeys)}`,
      }),
      category: z.enum(blogCategories, { error: `must be one of ${quotedList(blogCategories)}` }).describe('The blog category.'),
      featured: z.boolean({ error: 'must be true or false' }).optional().describe('The lead story on /blog.'),
      draft: z.boolean({ error: 'must be true or false' }).optional().describe('Shown in npm run dev only, never in a build.'),
      /** The card's icon (content/icons.ts). */
      icon: z.enum(iconKeys, { error: `must be an icon key from content/icons.ts, such as "target"` }).optional(),
      coverMotif: z
        .enum(coverMotifKeys, { error: `must be one of ${quotedList(coverMotifKeys)}` })
        .optional()
        .describe('What the drawn cover shows. Without it, the motif the title and teaser suggest.'),
      coverFigure: z
        .string({ error: 'must be a text' })
        .trim()
        .min(1, 'must not be empty')
        .max(COVER_FIGURE_MAX, `must be at most ${COVER_FIGURE_MAX} characters, such as "$2.3M", "72%" or "24/7"`)
        .optional()
        .describe('The key figure the drawn cover prints, such as "$2.3M", "72%" or "24/7". Without it, the first in the title or teaser.'),
      /** The cover: a file beside the post, on its cards and at the top of the article. It replaces the drawn one. */
      image: z
        .string({ error: 'must be a file path' })
        .regex(IMAGE_FILE, 'must be a file beside the post, such as "./my-post/cover.jpg" (png, jpg, webp, avif, gif or svg)')
        .optional(),
      /** What the cover shows, for people who cannot see it: required with an image. */
      imageAlt: z
        .string({ error: 'must be a text' })
        .trim()
        .min(1, 'must say what the image shows')
        .optional()
        .describe('What the cover shows, for people who cannot see it. Required with an image.'),
    })
    .check((ctx) => {
      if (ctx.value.image && ctx.value.imageAlt === undefined)
        ctx.issues.push({
          code: 'custom',
          path: ['imageAlt'],
          input: undefined,
          message: 'must say what the image shows, for people who cannot see it (a post with an "image" needs one)',
        });
    });

export type PostFrontmatter = z.infer<ReturnType<typeof postFrontmatterSchema>>;
