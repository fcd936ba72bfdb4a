import { collection, fields } from '@keystatic/core';
import { POST_SLUG } from '../content/blog.ts';
import { blogCategories } from '../content/blog-categories.ts';
import { countries } from '../content/countries.ts';
import { COVER_FIGURE_MAX } from '../content/covers/figure.ts';
import { coverMotifKeys, coverMotifs } from '../content/covers/motifs.ts';
import { iconKeys } from '../content/icons.ts';
import { CURRENCY_CODE, POSITION_SLUG, positionTypes, workplaces } from '../content/schemas/position.ts';
import { WEBINAR_SLUG, webinarSchema } from '../content/schemas/webinar.ts';
import { pageComponents } from './components.ts';
import { omitDefault } from './fields.ts';
import { titleSlug } from './title-slug.ts';
import { fieldsFromZod } from './zod-fields.ts';

const ALT_TEXT = 'What the picture shows, for people who cannot see it (a chart: its numbers).';

/**
 * The editor's collections: blog posts with their authors, open positions and webinar sessions, written as the
 * files a writer would write by hand. The zod schemas of content/schemas/ are the truth: each collection states
 * the same fields, requiredness, options and bounds (tests/unit/editor-schema.test.ts fails where they differ),
 * in the files' order. A field left empty, unticked or at its default is left out of the file.
 */
export const collections = {
  posts: collection({
    label: 'Blog posts',
    path: 'pages/blog/*',
    slugField: 'title',
    format: { contentField: 'body' },
    entryLayout: 'content',
    columns: ['title', 'date'],
    previewUrl: '/blog/{slug}',
    schema: {
      title: titleSlug({
        description: 'The file name and the address, /blog/<slug>: lowercase words joined by hyphens.',
        pattern: POST_SLUG,
        example: 'my-first-post',
      }),
      description: fields.text({
        label: 'Description',
        description: 'The teaser on cards, in feeds and in search results: one or two sentences.',
        multiline: true,
        validation: { isRequired: true },
      }),
      date: fields.date({
        label: 'Date',
        description: 'A date in the future schedules the post: the first build on or after that day publishes it.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      updated: omitDefault(fields.date({ label: 'Updated', description: 'When the post was last changed in substance (optional).' })),
      author: fields.relationship({ label: 'Author', collection: 'authors', validation: { isRequired: true } }),
      category: fields.select({
        label: 'Category',
        options: blogCategories.map((category) => ({ label: category, value: category })),
        defaultValue: 'Guide',
      }),
      featured: omitDefault(fields.checkbox({ label: 'Featured', description: 'The lead story on /blog (the newest featured post).' })),
      draft: omitDefault(
        fields.checkbox({
          label: 'Draft',
          description: 'A draft shows in npm run dev, marked as a draft, and in no build. A post saved without it ticked is published.',
        }),
      ),
      icon: omitDefault(
        fields.select({
          label: 'Icon',
          description: 'Shown on the post’s card when it has no cover image.',
          options: [{ label: 'None', value: '' }, ...iconKeys.map((key) => ({ label: key, value: key }))],
          defaultValue: '',
        }),
      ),
      coverMotif: omitDefault(
        fields.select({
          label: 'Cover motif',
          description: 'What the drawn cover shows. Chosen from the title and description when left as it is.',
          options: [
            { label: 'From the title', value: '' },
            ...coverMotifKeys.map((key) => ({ label: coverMotifs[key].label, value: key })),
          ],
          defaultValue: '',
        }),
      ),
      coverFigure: omitDefault(
        fields.text({
          label: 'Cover figure',
          description: `The key figure the drawn cover prints, such as $2.3M, 72% or 24/7 (at most ${COVER_FIGURE_MAX} characters). The first in the title or description when empty.`,
          validation: { length: { max: COVER_FIGURE_MAX } },
        }),
      ),
      image: fields.image({
        label: 'Cover image',
        description:
          'Replaces the drawn cover, on the post’s cards and at the top of the article. At most 5 MB; about 2400 pixels wide is plenty.',
        publicPath: './',
      }),
      imageAlt: omitDefault(fields.text({ label: 'Cover alt text', description: `Required with a cover image. ${ALT_TEXT}` })),
      body: fields.mdx({
        label: 'Body',
        extension: 'mdx',
        components: { Claim: pageComponents.Claim },
        options: {
          heading: [2, 3, 4],
          // Beside the post, in the folder named like it: pages/blog/<slug>/chart.png, written ./<slug>/chart.png.
          image: {
            directory: 'pages/blog',
            publicPath: './',
            schema: { alt: fields.text({ label: 'Alt text', description: ALT_TEXT, validation: { isRequired: true } }) },
          },
        },
      }),
    },
  }),
  authors: collection({
    label: 'Authors',
    path: 'content/authors/*',
    slugField: 'name',
    format: { data: 'json' },
    schema: {
      name: fields.slug({ name: { label: 'Name', validation: { isRequired: true } } }),
      role: fields.text({
        label: 'Role',
        description: 'Shown under the author’s name on their posts.',
        validation: { isRequired: true },
      }),
    },
  }),
  positions: collection({
    label: 'Positions',
    path: 'content/positions/*',
    slugField: 'title',
    format: { data: 'json' },
    columns: ['title', 'validThrough'],
    previewUrl: '/careers/{slug}',
    schema: {
      title: titleSlug({
        description: 'The file name and the address, /careers/<slug>: lowercase words joined by hyphens.',
        pattern: POSITION_SLUG,
        example: 'data-engineer',
      }),
      department: fields.text({ label: 'Department', validation: { isRequired: true } }),
      location: fields.text({
        label: 'Location',
        description: 'As the page shows it: Remote (Latin America), San Francisco, CA (Hybrid).',
        validation: { isRequired: true },
      }),
      workplace: fields.select({
        label: 'Workplace',
        description: 'Remote: candidates may live in any of the countries below. Hybrid or on-site: the office is in the city below.',
        options: workplaces.map((value) => ({ label: value, value })),
        defaultValue: 'remote',
      }),
      city: omitDefault(fields.text({ label: 'Office city', description: 'Hybrid and on-site roles only.' })),
      region: omitDefault(fields.text({ label: 'Office region', description: 'A state or province code, such as CA (optional).' })),
      countries: fields.multiselect({
        label: 'Countries',
        description: 'Remote: where candidates may live. Hybrid or on-site: the office’s one country.',
        options: countries.map((country) => ({ label: country.name, value: country.iso })),
      }),
      type: fields.select({
        label: 'Type',
        options: positionTypes.map((value) => ({ label: value, value })),
        defaultValue: 'Full-time',
      }),
      salary: fields.object(
        {
          currency: fields.text({
            label: 'Currency',
            description: 'A three-letter code: USD.',
            defaultValue: 'USD',
            validation: { isRequired: true, pattern: { regex: CURRENCY_CODE, message: 'Three capital letters, such as USD' } },
          }),
          min: fields.integer({ label: 'From (a year)', validation: { isRequired: true, min: 1 } }),
          max: fields.integer({ label: 'To (a year)', validation: { isRequired: true, min: 1 } }),
          note: omitDefault(fields.text({ label: 'Note', description: 'After the range, such as base + commission (optional).' })),
        },
        { label: 'Salary range' },
      ),
      posted: fields.date({ label: 'Posted', defaultValue: { kind: 'today' }, validation: { isRequired: true } }),
      validThrough: fields.date({
        label: 'Valid through',
        description: 'The last day to apply: from the next day the position leaves /careers and its page says it is closed.',
        validation: { isRequired: true },
      }),
      description: fields.text({ label: 'Description', multiline: true, validation: { isRequired: true } }),
      requirements: fields.array(fields.text({ label: 'Requirement', validation: { isRequired: true } }), {
        label: 'Requirements',
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      }),
    },
  }),
  webinars: collection({
    label: 'Webinar sessions',
    path: 'content/webinars/*',
    slugField: 'title',
    format: { data: 'json' },
    columns: ['title'],
    previewUrl: '/resources/webinars',
    schema: {
      ...fieldsFromZod(webinarSchema),
      title: titleSlug({
        description: 'The file name, and the address its form ends on: lowercase words joined by hyphens.',
        pattern: WEBINAR_SLUG,
        example: 'payroll-close-2025',
      }),
    },
  }),
};
