import { collection, fields, singleton } from '@keystatic/core';
import { contentFiles } from '../content/schemas/files.ts';
import { pageFrontmatterSchema } from '../content/schemas/page.ts';
import { pageComponents } from './components.ts';
import type { EditorPage } from './editor-pages.ts';
import { PAGE_SECTIONS, PAGE_TEMPLATES, PAGE_TEMPLATES_DIR, sectionOf } from '../build/content/page-sections.ts';
import { titleSlug } from './title-slug.ts';
import { fieldsFromZod, type PageChoices } from './zod-fields.ts';

/** 'content/faq.json' -> 'content-faq': a content file's key in the editor's addresses (a page's is its path). */
export const contentKey = (file: string) => file.replace(/\//g, '-').replace(/\.json$/, '');

/** The home page's sections a link may point at, beside the pages. */
const HOME_SECTIONS = { services: 'Services', calculator: 'Savings calculator', contact: 'Contact', faq: 'FAQ' };

/** What a page choice offers: the site's pages by title and address, then the home page's sections. */
export const pageChoices = (pages: EditorPage[]): PageChoices => [
  ...pages.filter((page) => page.choosable).map((page) => ({ label: `${page.label} (${page.route})`, value: page.route })),
  ...Object.entries(HOME_SECTIONS).map(([id, label]) => ({ label: `Home: ${label} (/#${id})`, value: `/#${id}` })),
];

/** A page's fields: its frontmatter (title, description, keywords, canonical...), then its body of blocks and prose. */
const pageSchema = (pages: EditorPage[]) => ({
  ...fieldsFromZod(pageFrontmatterSchema, pageChoices(pages)),
  body: fields.mdx({
    label: 'Page',
    extension: 'mdx',
    components: pageComponents,
    options: { heading: [1, 2, 3, 4], image: false, table: false },
  }),
});

/** A page's address in its section: lowercase words joined by hyphens (the not-found page's file is its own). */
const PAGE_SLUG = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\[\.\.\.all\])$/;

/**
 * Each section of the site's addresses (top level, /services/, /resources/, /lp/) as a collection: a writer creates a
 * page there from a title and an address, starting from the section's template or another one (the links above its
 * list: Keystatic's `templates`, patched in), duplicates any page, renames or removes one; the save checks keep the
 * core pages where they are (editor/save.ts).
 */
export const pageCollections = (pages: EditorPage[]) =>
  Object.fromEntries(
    PAGE_SECTIONS.map((section) => {
      const prefix = section.dir ? `${section.dir}/` : '';
      const entries = collection({
        label: section.label,
        path: `pages/${prefix}*` as `${string}/*`,
        slugField: 'title',
        format: { contentField: 'body' },
        entryLayout: 'content',
        columns: ['title'],
        previewUrl: `/${prefix}{slug}`,
        template: `${PAGE_TEMPLATES_DIR}/${section.template}`,
        schema: {
          ...pageSchema(pages),
          title: titleSlug({
            label: 'Address',
            description: `The page's address, /${prefix}<address>: lowercase words joined by hyphens. Changing it redirects the old one here.`,
            pattern: PAGE_SLUG,
            example: 'payroll-for-dentists',
          }),
        },
      });
      const templates = Object.fromEntries(
        Object.entries(PAGE_TEMPLATES).map(([key, label]) => [key, { label, path: `${PAGE_TEMPLATES_DIR}/${key}` }]),
      );
      return [section.key, { ...entries, templates }];
    }),
  );

/** Every page outside the sections (the careers page) as an entry of its own (its file is pages/<path>.mdx), listed by its title. */
export const pageSingletons = (pages: EditorPage[]) =>
  Object.fromEntries(
    pages
      .filter((page) => !sectionOf(page.name))
      .map((page) => [
        page.key,
        singleton({
          label: page.label,
          path: page.path,
          format: { contentField: 'body' },
          entryLayout: 'content',
          previewUrl: page.route,
          schema: pageSchema(pages),
        }),
      ]),
  );

/** Every content file (content/*.json) as an entry: its fields from its zod schema, a page among `pages`. */
export const contentSingletons = (pages: EditorPage[]) =>
  Object.fromEntries(
    contentFiles.map(({ file, label, schema }) => [
      contentKey(file),
      singleton({ label, path: file.replace(/\.json$/, ''), format: { data: 'json' }, schema: fieldsFromZod(schema, pageChoices(pages)) }),
    ]),
  );
