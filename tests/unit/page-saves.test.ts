import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Paragraph } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { placeholderValues } from '../../content/site.ts';
import { checkContent } from '../../build/content/check-files.ts';
import { idsIn, linksIn, readPageSource } from '../../build/content/page-source.ts';
import { siteFiles } from '../../build/content/site-files.ts';
import { templatePlaceholders } from '../../build/content/template-placeholders.ts';
import { editorConfig } from '../../editor/config.ts';
import { loadEditorPages } from '../../editor/load-editor-pages.ts';
import { PAGE_SECTIONS, PAGE_TEMPLATES, PAGE_TEMPLATES_DIR, type PageTemplateKey } from '../../build/content/page-sections.ts';
import { withPageRedirects } from '../../editor/page-removal.ts';
import type { EditorUpdate } from '../../editor/editor-update.ts';
import { checkEditorSave } from '../../editor/save.ts';

// What the editor's save does with the pages a writer adds, renames and removes (editor/page-removal.ts).

const b64 = (data: string) => Buffer.from(data).toString('base64');
const update = (additions: [string, string][], deletions: string[] = []): EditorUpdate => ({
  additions: additions.map(([file, data]) => ({ path: file, contents: b64(data) })),
  deletions: deletions.map((file) => ({ path: file })),
});
const onDisk = (file: string) => readFileSync(file, 'utf8');
const redirectsOf = (save: EditorUpdate) => {
  const file = save.additions.find((addition) => addition.path === 'content/redirects.json');
  return file && (JSON.parse(Buffer.from(file.contents, 'base64').toString('utf8')) as { redirects: unknown[] }).redirects;
};
const templates = readdirSync(PAGE_TEMPLATES_DIR).map((name) => name.replace(/\.mdx$/, ''));

const templateSource = (template: string) => onDisk(`${PAGE_TEMPLATES_DIR}/${template}.mdx`);
/** A page from a template as Keystatic's form starts it, with the title the writer typed (the address follows it). */
const titled = (template: string, title: string) => templateSource(template).replace(/^title: .*$/m, `title: ${title}`);

/**
 * A page from a template with the writer's own words over each of its placeholders: the title, the description, the
 * heading (the title again) and every paragraph. Section headings, blocks and their options are kept as they are.
 */
function written(template: string, title: string): string {
  const source = titled(template, title).replace(/^description: >-\n(?: {2}.*\n)+/m, `description: What ${title} gives a payroll team.\n`);
  const lines = source.split('\n');
  const own: { start: number; end: number; text: string }[] = [];
  visit(readPageSource(source, template, placeholderValues).tree, (node) => {
    if ((node.type === 'heading' && (node as Heading).depth === 1) || node.type === 'paragraph') {
      const { start, end } = (node as Heading | Paragraph).position!;
      const text = node.type === 'heading' ? `# ${title}` : `Words of our own for ${title}, number ${own.length}.`;
      own.push({ start: start.line - 1, end: end.line - 1, text: `${' '.repeat(start.column - 1)}${text}` });
    }
  });
  for (const { start, end, text } of own.reverse()) lines.splice(start, end - start + 1, text);
  return lines.join('\n');
}

const sectionsAndTemplates = PAGE_SECTIONS.flatMap((section) =>
  templates.map((template) => [section.dir || 'top level', template] as const),
);
const newPageFile = (dir: string) => `pages/${dir === 'top level' ? '' : `${dir}/`}a-new-page.mdx`;

describe('a page created from a template', () => {
  it.each(sectionsAndTemplates)(
    'in %s, from the %s template, passes every check of the build once its words are the page’s own',
    async (dir, template) => {
      expect(await checkEditorSave(update([[newPageFile(dir), written(template, 'Payroll for Dental Practices')]]))).toEqual([]);
    },
  );

  it.each(templates)('from the %s template, is refused while any of its placeholders is on the page, naming each', async (template) => {
    const label = PAGE_TEMPLATES[template as PageTemplateKey];
    const placeholders = [...templatePlaceholders(placeholderValues)].filter(([, of]) => of === label).map(([text]) => text);
    const problems = await checkEditorSave(update([['pages/a-new-page.mdx', templateSource(template)]]));
    for (const words of placeholders)
      expect(problems).toContainEqual(expect.stringContaining(`"${words}" is a placeholder of the template "${label}"`));
    expect(problems.every((problem) => problem.includes(`is a placeholder of the template "${label}"`))).toBe(true);
    // Each text once: the title and the heading of the blank template are the same words, said on each line.
    expect(new Set(placeholders).size).toBe(placeholders.length);
  });

  it('takes its placeholders from the templates themselves: each one’s title, description, heading and paragraphs', () => {
    const placeholders = templatePlaceholders(placeholderValues);
    for (const [words, label] of [
      ['Service Name', 'Service page'],
      ['What the service does, in one sentence.', 'Service page'],
      ['A paragraph on what changes for the client.', 'Service page'],
      ['Page Title', 'Blank page'],
      ['A sentence or two on what this page is about.', 'Blank page'],
      ['PayLean vs the Alternative', 'Comparison page'],
      ['Payroll for Your Audience', 'Landing page'],
      [`Cut Payroll Costs by ${placeholderValues.costReduction}`, 'Landing page'],
    ] as const)
      expect(placeholders.get(words)).toBe(label);
    // A section's heading and a button's label are ready copy a page may keep.
    for (const words of ['What You Get', 'Ready to Cut Your Payroll Costs?', 'Get Started Today'])
      expect(placeholders.has(words)).toBe(false);
  });

  it('with the writer’s title but the template’s heading, is refused, naming the heading and the title it should take', async () => {
    const title = 'Payroll for Dental Practices';
    const file = 'pages/services/payroll-for-dental-practices.mdx';
    const problems = await checkEditorSave(update([[file, titled('service', title)]]));
    expect(problems).toContain(
      `${file}:8: the heading "Service Name" is a placeholder of the template "Service page": make it the page's own, such as its title "${title}"`,
    );
    expect(problems).toContain(
      `${file}:10: "What the service does, in one sentence." is a placeholder of the template "Service page": write the page's own words`,
    );
    expect(problems).not.toContainEqual(expect.stringContaining('"title"'));
  });

  it('with its title taken into the heading, is refused for the placeholders still on it, and only those', async () => {
    const file = 'pages/services/payroll-for-dental-practices.mdx';
    const headed = written('service', 'Payroll for Dental Practices').replace(
      /^( *)Words of our own for Payroll for Dental Practices, number 1\.$/m,
      '$1What the service does, in one sentence.',
    );
    expect(await checkEditorSave(update([[file, headed]]))).toEqual([
      `${file}:8: "What the service does, in one sentence." is a placeholder of the template "Service page": write the page's own words`,
    ]);
  });
});

/** The blank template with a title and words of the page's own. */
const ownPage = (title: string) => written('blank', title);

describe('a new page’s address', () => {
  it('is refused when it is another page’s, a folder’s index page, naming that page', async () => {
    expect(await checkEditorSave(withPageRedirects(update([['pages/careers.mdx', ownPage('Careers')]])))).toEqual([
      'pages/careers.mdx: its address /careers is already the page "Careers" (pages/careers/index.mdx): choose another title or address',
    ]);
  });

  it('is refused when it is one the site makes itself (the not-found page’s)', async () => {
    expect(await checkEditorSave(update([['pages/404.mdx', ownPage('Error 404')]]))).toEqual([
      expect.stringMatching(
        /^pages\/404\.mdx: its address \/404 is already the page ".+" \(pages\/\[\.\.\.all\]\.mdx\): choose another title or address$/,
      ),
    ]);
  });

  it('is refused when it is of the addresses kept for the pages a form ends on', async () => {
    for (const [file, title] of [
      ['pages/newsletter-archive.mdx', 'Newsletter Archive'],
      ['pages/proposal-sent.mdx', 'Proposal Sent'],
    ] as const)
      expect(await checkEditorSave(update([[file, ownPage(title)]]))).toEqual([
        `${file}: its address /${path.basename(file, '.mdx')} is kept for the pages a form ends on (/…-sent, /newsletter-…), and no form ends there: choose another title or address`,
      ]);
  });

  it('is refused when a redirect sends it on, in the save and in npm run check:content', async () => {
    const base = new Map([
      ['content/redirects.json', Buffer.from(JSON.stringify({ redirects: [{ from: '/payroll-audit', to: '/about' }] }))],
    ]);
    const refusal =
      'pages/payroll-audit.mdx: its address /payroll-audit is redirected to /about (content/redirects.json: redirects.0): choose another title or address, or remove that redirect first';
    expect(await checkEditorSave(update([['pages/payroll-audit.mdx', ownPage('Payroll Audit')]]), base)).toEqual([refusal]);
    const site = new Map([...base, ['pages/payroll-audit.mdx', Buffer.from(ownPage('Payroll Audit'))]]);
    expect(await checkContent({ overlay: site })).toEqual([
      refusal,
      expect.stringMatching(/^content\/redirects\.json: redirects\.0\.from: "\/payroll-audit" is the address of a live page/),
    ]);
  });

  it('is taken when no route, form or redirect has it', async () => {
    expect(await checkEditorSave(withPageRedirects(update([['pages/payroll-audit.mdx', ownPage('Payroll Audit')]])))).toEqual([]);
  });
});

describe('a page on disk that has no address of its own (put there by hand)', () => {
  const onDiskToo = (file: string, title: string) => new Map([[file, Buffer.from(ownPage(title))]]);

  it.each([
    ['pages/careers.mdx', 'Careers', 'is already the page "Careers" (pages/careers/index.mdx)'],
    ['pages/newsletter-archive.mdx', 'Newsletter Archive', 'is kept for the pages a form ends on'],
  ])('%s leaves the editor able to load, save and remove it', async (file, title, clash) => {
    const base = onDiskToo(file, title);
    const pages = await loadEditorPages(siteFiles(base));
    expect(pages.map((page) => page.name)).toContain(path.basename(file));
    expect(() => editorConfig(pages)).not.toThrow();
    // Another save is the writer's own: the clash is not its problem.
    expect(await checkEditorSave(update([['pages/about.mdx', onDisk('pages/about.mdx')]]), base)).toEqual([]);
    // A save of that page names the clash.
    expect(await checkEditorSave(update([[file, ownPage(title)]]), base)).toEqual([expect.stringContaining(clash)]);
    // Its removal puts it right: no redirect (its address was never its own), nothing else asked.
    const removal = update([], [file]);
    expect(withPageRedirects(removal, base)).toBe(removal);
    expect(await checkEditorSave(removal, base)).toEqual([]);
    // npm run check:content (CI) names it as the save does.
    expect(await checkContent({ overlay: base })).toEqual([expect.stringContaining(clash)]);
  });

  it('with frontmatter the site refuses, leaves the editor able to load it by its file and save the others', async () => {
    const base = new Map([['pages/broken.mdx', Buffer.from('---\ntitle: [\n---\nWords.\n')]]);
    expect((await loadEditorPages(siteFiles(base))).find((page) => page.name === 'broken.mdx')?.label).toBe('broken.mdx');
    expect(await checkEditorSave(update([['pages/about.mdx', onDisk('pages/about.mdx')]]), base)).toEqual([]);
  });
});

describe('a template’s buttons', () => {
  const sourceOf = (template: string) => readPageSource(onDisk(`${PAGE_TEMPLATES_DIR}/${template}.mdx`), template, placeholderValues);

  it.each(templates)('in the %s template go to the page’s own section of an anchor it has, never the home page’s', (template) => {
    const { tree } = sourceOf(template);
    const own = idsIn(tree);
    const toHome = linksIn(tree).filter(({ href }) => href.startsWith('/#') && own.has(href.slice(2)));
    expect(toHome).toEqual([]);
  });

  it('on a landing page made from its template, link within the page: to its own form and calculator', () => {
    const hrefs = linksIn(sourceOf('landing').tree).map(({ href }) => href);
    expect(hrefs).toEqual(['#contact', '#calculator']);
  });

  it('to a section the page does not have is refused at save', async () => {
    const landing = written('landing', 'Payroll for Dental Practices').replace('<Section id="contact">', '<Section>');
    expect(await checkEditorSave(update([['pages/lp/a-new-page.mdx', landing]]))).toEqual([
      'pages/lp/a-new-page.mdx:11: link "#contact": no section or heading "contact" on /lp/a-new-page',
    ]);
  });
});

describe('removing or renaming a page', () => {
  it('is refused for a page the footer links to, naming every page and content file that links to it', async () => {
    const problems = await checkEditorSave(update([], ['pages/resources/case-studies.mdx']));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pages\/resources\/case-studies\.mdx: \/resources\/case-studies cannot be removed while these link to it/);
    for (const linker of [
      'content/faq.json: helpCards.2.action.href',
      'content/home.json: caseStudy.href',
      'content/navigation.json: footerColumns.2.links.0.to',
      'pages/blog/manufacturer-saves-2-3m-on-payroll.mdx:84',
    ])
      expect(problems[0]).toContain(linker);
  });

  it('is refused for a core page, removed or renamed: its address is fixed', async () => {
    expect(await checkEditorSave(update([], ['pages/terms-of-service.mdx']))).toEqual([
      expect.stringMatching(/^pages\/terms-of-service\.mdx: \/terms-of-service is a core page of the site/),
    ]);
    const renamed = update([['pages/terms.mdx', onDisk('pages/terms-of-service.mdx')]], ['pages/terms-of-service.mdx']);
    expect(await checkEditorSave(withPageRedirects(renamed))).toContainEqual(expect.stringContaining('is a core page of the site'));
    expect(redirectsOf(withPageRedirects(renamed))).toBeUndefined();
  });

  it('adds no redirect for a page that does not say where its address should go (the save refuses it)', () => {
    const save = update([], ['pages/resources/webinars.mdx']);
    expect(withPageRedirects(save)).toBe(save);
  });

  it('renamed, redirects its old address to its new one in the same save, which passes', async () => {
    const save = withPageRedirects(
      update([['pages/services/ai-payroll.mdx', onDisk('pages/services/ai-automation.mdx')]], ['pages/services/ai-automation.mdx']),
    );
    expect(redirectsOf(save)).toEqual([{ from: '/services/ai-automation', to: '/services/ai-payroll' }]);
    // The links to the old address reach the page through its redirect.
    expect(await checkEditorSave(save)).toEqual([]);
  });
});

describe('npm run check:content', () => {
  it('names what links to a page removed by hand', async () => {
    const problems = await checkContent({ overlay: new Map([['pages/faq.mdx', undefined]]) });
    expect(problems).toContainEqual('content/navigation.json: footerColumns.2.links.3.to: link "/faq" points to no page');
  });

  it('refuses redirects from a live page, to no page, and in a loop or a chain', async () => {
    const redirects = {
      redirects: [
        { from: '/about', to: '/faq' },
        { from: '/old-a', to: '/gone' },
        { from: '/old-b', to: '/old-c' },
        { from: '/old-c', to: '/old-b' },
        { from: '/old-d', to: '/old-e' },
        { from: '/old-e', to: '/faq' },
      ],
    };
    const overlay = new Map([['content/redirects.json', Buffer.from(JSON.stringify(redirects))]]);
    expect(await checkContent({ overlay, only: ['content/redirects.json'] })).toEqual([
      expect.stringMatching(/^content\/redirects\.json: redirects\.0\.from: "\/about" is the address of a live page/),
      expect.stringMatching(/^content\/redirects\.json: redirects\.1\.to: "\/gone" is the address of no page/),
      expect.stringMatching(/^content\/redirects\.json: redirects\.2: "\/old-b" → "\/old-c" → "\/old-b" is a loop/),
      expect.stringMatching(/^content\/redirects\.json: redirects\.3: "\/old-c" → "\/old-b" → "\/old-c" is a loop/),
      expect.stringMatching(
        /^content\/redirects\.json: redirects\.4\.to: "\/old-e" is itself redirected \(a chain\): point "\/old-d" at "\/faq"/,
      ),
    ]);
  });
});

/** The navigation file with About moved from the footer to the header, as a writer's save would write it. */
const aboutInHeader = () => {
  const navigation = JSON.parse(onDisk('content/navigation.json')) as {
    headerLinks: { label: string; to: string }[];
    footerColumns: { links: { to: string }[] }[];
  };
  navigation.headerLinks.push({ label: 'About', to: '/about' });
  for (const column of navigation.footerColumns) column.links = column.links.filter((link) => link.to !== '/about');
  return JSON.stringify(navigation, null, 2);
};

describe('a page the header links to', () => {
  it('is refused at save, naming the header, and only it', async () => {
    const problems = await checkEditorSave(update([['content/navigation.json', aboutInHeader()]], ['pages/about.mdx']));
    expect(problems).toEqual([
      'pages/about.mdx: /about cannot be removed while these link to it (change them first): content/navigation.json: headerLinks.3.to',
      'content/navigation.json: headerLinks.3.to: link "/about" points to no page',
    ]);
  });

  it('removed by hand, fails npm run check:content, naming the header', async () => {
    const overlay = new Map([
      ['content/navigation.json', Buffer.from(aboutInHeader())],
      ['pages/about.mdx', undefined],
    ]);
    expect(await checkContent({ overlay })).toEqual(['content/navigation.json: headerLinks.3.to: link "/about" points to no page']);
  });

  it('may be any page of the site, and the header passes the checks', async () => {
    expect(await checkEditorSave(update([['content/navigation.json', aboutInHeader()]]))).toEqual([]);
  });
});

describe('the header and footer', () => {
  it('point at a page chosen from the site’s pages, one a writer adds among them, never a typed path nor a landing page', async () => {
    const added = (name: string, route: string) => ({
      name,
      key: name,
      path: `pages/${name}`,
      label: 'Added',
      route,
      choosable: !name.startsWith('lp/'),
    });
    const pages = [
      ...(await loadEditorPages()),
      added('payroll-for-dentists.mdx', '/payroll-for-dentists'),
      added('lp/offer.mdx', '/lp/offer'),
    ];
    type Choice = { options?: { value: string }[] };
    const navigation = editorConfig(pages).singletons!['content-navigation']!.schema as unknown as {
      headerLinks: { element: { fields: { to: Choice } } };
      footerColumns: { element: { fields: { links: { element: { fields: { to: Choice } } } } } };
    };
    const footer = navigation.footerColumns.element.fields.links.element.fields.to.options!.map((option) => option.value);
    const header = navigation.headerLinks.element.fields.to.options!.map((option) => option.value);
    for (const choices of [header, footer]) {
      expect(choices).toEqual(expect.arrayContaining(['/', '/about', '/services/ai-automation', '/payroll-for-dentists', '/#contact']));
      expect(choices).not.toContain('/lp/offer');
      expect(choices).not.toContain('/message-sent');
    }
    expect(header).toEqual(footer);
  });
});

it('templates live outside pages/, so no template is a page of the site', () => {
  expect(path.relative('pages', PAGE_TEMPLATES_DIR).startsWith('..')).toBe(true);
});
