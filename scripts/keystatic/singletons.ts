import { fields, singleton } from '@keystatic/core';
import { contentFiles } from '../../content/schemas/files.ts';
import { pageFrontmatterSchema } from '../../content/schemas/page.ts';
import { pageComponents } from './components.ts';
import type { EditorPage } from './editor-pages.ts';
import { fieldsFromZod } from './zod-fields.ts';

/** 'content/faq.json' -> 'content-faq': a content file's key in the editor's addresses (a page's is its path). */
export const contentKey = (file: string) => file.replace(/\//g, '-').replace(/\.json$/, '');

/** A page's fields: its frontmatter (title, description, keywords, canonical...), then its body of blocks and prose. */
const pageSchema = {
  ...fieldsFromZod(pageFrontmatterSchema),
  body: fields.mdx({ label: 'Page', extension: 'mdx', components: pageComponents, options: { heading: [1, 2, 3, 4], image: false } }),
};

/** Every page as an entry of its own (its file is pages/<path>.mdx), listed by its title. */
export const pageSingletons = (pages: EditorPage[]) =>
  Object.fromEntries(
    pages.map((page) => [
      page.key,
      singleton({
        label: page.label,
        path: page.path,
        format: { contentField: 'body' },
        entryLayout: 'content',
        previewUrl: page.route,
        schema: pageSchema,
      }),
    ]),
  );

/** Every content file (content/*.json) as an entry: its fields from its zod schema. */
export const contentSingletons = Object.fromEntries(
  contentFiles.map(({ file, label, schema }) => [
    contentKey(file),
    singleton({ label, path: file.replace(/\.json$/, ''), format: { data: 'json' }, schema: fieldsFromZod(schema) }),
  ]),
);
