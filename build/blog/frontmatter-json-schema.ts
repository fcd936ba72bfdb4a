import { z } from 'zod';
import { authorSchema } from '../../content/schemas/author.ts';
import { postFrontmatterSchema } from '../../content/schemas/post.ts';

/** Where the generated JSON schemas live; .vscode/settings.json points the YAML language server at them. */
export const SCHEMA_FILES = { post: 'schemas/post-frontmatter.json', author: 'schemas/author.json' } as const;

const withHeader = (title: string, schema: Record<string, unknown>) =>
  `${JSON.stringify({ title, description: 'Generated from the zod schema by `npm run generate:schemas`: do not edit.', ...schema }, null, 2)}\n`;

/** The JSON schemas of a post's frontmatter and of an author file, from the zod schemas the build checks with. */
export function frontmatterJsonSchemas(): Record<keyof typeof SCHEMA_FILES, string> {
  return {
    post: withHeader('Blog post frontmatter (pages/blog/<slug>.mdx)', {
      ...z.toJSONSchema(postFrontmatterSchema(), { target: 'draft-7', io: 'input' }),
      // The schema's own check that a cover has its alt text, in JSON schema terms.
      dependencies: { image: ['imageAlt'] },
    }),
    author: withHeader('Blog author (content/authors/<key>.json)', z.toJSONSchema(authorSchema, { target: 'draft-7', io: 'input' })),
  };
}
