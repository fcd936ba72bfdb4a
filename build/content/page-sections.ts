import { LANDING_DIR } from '../../content/schemas/page.ts';

/** A part of the site's addresses a writer adds pages to: each is a collection of the editor. */
export interface PageSection {
  /** The collection's key: the editor's address shows it. */
  key: string;
  label: string;
  /** The folder under pages/ ('' for the top level): the page pages/<dir>/<slug>.mdx is at /<dir>/<slug>. */
  dir: string;
  /** The template a new page starts from when the writer picks none. */
  template: PageTemplateKey;
}

/** The templates a page may start from, in content/page-templates/ (no page: not under pages/). */
export const PAGE_TEMPLATES = {
  landing: 'Landing page',
  service: 'Service page',
  comparison: 'Comparison page',
  blank: 'Blank page',
} as const;
export type PageTemplateKey = keyof typeof PAGE_TEMPLATES;
export const PAGE_TEMPLATES_DIR = 'content/page-templates';

export const PAGE_SECTIONS: PageSection[] = [
  { key: 'pages', label: 'Pages', dir: '', template: 'blank' },
  { key: 'services', label: 'Services', dir: 'services', template: 'service' },
  { key: 'resources', label: 'Resources', dir: 'resources', template: 'comparison' },
  { key: 'landing-pages', label: 'Landing pages', dir: LANDING_DIR, template: 'landing' },
];

/** A page's file name under pages/ ('services/x.mdx') -> its section, when it is in one. */
export const sectionOf = (name: string) => {
  const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
  return PAGE_SECTIONS.find((section) => section.dir === dir);
};
