import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../build/blog/image-rules.ts';
import { slugProblem } from '../../build/blog/posts.ts';
import { checkEditorSave } from '../../editor/save.ts';

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

/** A post as the editor writes it. */
const post = (fields: string[], body = 'Hello.\n') =>
  `---\ntitle: A Post\ndescription: Teaser.\ndate: 2024-05-01\nauthor: ana-lim\ncategory: Guide\n${fields.join('\n')}${fields.length ? '\n' : ''}---\n${body}`;
const save = (additions: [string, string | Buffer][], deletions: string[] = []) =>
  checkEditorSave({
    additions: additions.map(([path, data]) => ({ path, contents: b64(data) })),
    deletions: deletions.map((path) => ({ path })),
  });
const onDisk = (file: string) => readFileSync(file, 'utf8');
/** A file on disk with one change, as a save would send it. */
const changed = (file: string, ...edits: [from: string, to: string][]) =>
  [
    file,
    edits.reduce((source, [from, to]) => {
      if (!source.includes(from)) throw new Error(`${file} has no "${from}"`);
      return source.replace(from, to);
    }, onDisk(file)),
  ] as [string, string];

describe('a post saved from the editor', () => {
  it('passes when the build would take it', async () => {
    expect(await save([['pages/blog/a-post.mdx', post([])]])).toEqual([]);
  });

  it('is refused for an unknown author, naming the post, the line and the field', async () => {
    expect(await save([['pages/blog/a-post.mdx', post([]).replace('ana-lim', 'nobody')]])).toEqual([
      expect.stringMatching(/^pages\/blog\/a-post\.mdx:5: "author" must be one of the authors/),
    ]);
  });

  it('is refused for a cover without alt text, or an inline image without alt text, with the line', async () => {
    const cover = await save([
      ['pages/blog/a-post.mdx', post(['image: ./a-post/image.png'])],
      ['pages/blog/a-post/image.png', 'png bytes'],
    ]);
    expect(cover).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:7: "imageAlt" is missing/)]);
    const inline = await save([
      ['pages/blog/a-post.mdx', post([], 'Intro.\n\n![](./a-post/chart.png)\n')],
      ['pages/blog/a-post/chart.png', 'png bytes'],
    ]);
    expect(inline).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:10: the image "\.\/a-post\/chart\.png" has no alt text/)]);
  });

  it("takes a cover's motif and figure, and refuses a motif there is none of or a figure too long to draw", async () => {
    expect(await save([['pages/blog/a-post.mdx', post(['coverMotif: time-zones', "coverFigure: '24/7'"])]])).toEqual([]);
    expect(await save([['pages/blog/a-post.mdx', post(['coverMotif: rocket', "coverFigure: '$436,800'"])]])).toEqual([
      expect.stringMatching(/^pages\/blog\/a-post\.mdx:7: "coverMotif" must be one of "automation", /),
      expect.stringMatching(/^pages\/blog\/a-post\.mdx:8: "coverFigure" must be at most 6 characters/),
    ]);
  });

  it('is refused for an image over the size limit', async () => {
    const problems = await save([
      ['pages/blog/a-post.mdx', post(['image: ./a-post/image.png', 'imageAlt: A photo'])],
      ['pages/blog/a-post/image.png', Buffer.alloc(MAX_IMAGE_BYTES + 1)],
    ]);
    expect(problems).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:7: "image" "\.\/a-post\/image\.png" is 5\.0 MB/)]);
  });

  it('is refused for a slug that is not one, and for removing an author who still has posts', async () => {
    expect(await save([['pages/blog/A_Post.mdx', post([])]])).toContain(
      'pages/blog/A_Post.mdx: the slug "A_Post" must be lowercase words joined by hyphens',
    );
    expect(await save([], ['content/authors/maria-santos.json'])).toEqual([
      expect.stringMatching(
        /^content\/authors\/maria-santos\.json: "maria-santos" is the author of pages\/blog\/payroll-cost-playbook-2024\.mdx/,
      ),
    ]);
    expect(await save([], ['content/authors/maria-santos.json', 'pages/blog/payroll-cost-playbook-2024.mdx'])).toEqual([]);
  });

  it('is refused for a link to a page that does not exist, naming the line', async () => {
    expect(await save([['pages/blog/a-post.mdx', post([], 'See [our prices](/pricing).\n')]])).toEqual([
      'pages/blog/a-post.mdx:8: link "/pricing" points to no page',
    ]);
  });
});

describe('a page saved from the editor', () => {
  it('passes as it is on disk, every page', async () => {
    expect(await save([changed('pages/about.mdx', ['About PayLean', 'About PayLean'])])).toEqual([]);
  });

  it('is refused without a title or a description, naming the file and the field', async () => {
    expect(await save([changed('pages/about.mdx', ['title: About Us\n', ''])])).toEqual([
      'pages/about.mdx: invalid frontmatter: missing "title"',
    ]);
  });

  it('is refused for a link to a route or an #anchor that does not exist', async () => {
    expect(await save([changed('pages/message-sent.mdx', ['(/)', '(/nowhere)'])])).toEqual([
      expect.stringMatching(/^pages\/message-sent\.mdx:\d+: link "\/nowhere" points to no page$/),
    ]);
    expect(await save([changed('pages/message-sent.mdx', ['(/)', '(/#pricing)'])])).toEqual([
      expect.stringMatching(/^pages\/message-sent\.mdx:\d+: link "\/#pricing": no section or heading "pricing" on \/$/),
    ]);
  });

  it('is refused for a claim that is none, code, or a block the site has not', async () => {
    expect(await save([changed('pages/about.mdx', ['name="team"', 'name="teem"'])])).toEqual([
      expect.stringMatching(/^pages\/about\.mdx:\d+: <Claim name="teem" \/> names no claim of content\/facts\.json$/),
    ]);
    expect(await save([changed('pages/about.mdx', ['## Our Story', '## Our Story {1 + 1}'])])).toEqual([
      expect.stringMatching(/^pages\/about\.mdx:\d+: code is not allowed in a page/),
    ]);
    expect(await save([changed('pages/about.mdx', ['<StatGrid list="about.stats" />', '<StatGrid list="about.figures" />'])])).toEqual([
      expect.stringMatching(/^pages\/about\.mdx:\d+: <StatGrid list="about\.figures"> must be one of /),
    ]);
    expect(await save([changed('pages/about.mdx', ['<StatGrid list="about.stats" />', '<Carousel />'])])).toEqual([
      expect.stringMatching(/^pages\/about\.mdx:\d+: <Carousel> is not a block of the site/),
    ]);
  });
});

describe('a content file saved from the editor', () => {
  it('is refused for a field its schema refuses, or a placeholder that names no claim', async () => {
    expect(await save([changed('content/facts.json', ['"+1 (415) 555-0142"', '"555 0142"'])])).toEqual([
      expect.stringMatching(/^content\/facts\.json: phone: must be an international number/),
    ]);
    expect(await save([changed('content/faq.json', ['Most clients are fully live in {onboarding}.', 'Live in {onbording}.'])])).toEqual([
      expect.stringMatching(/^content\/faq\.json: categories\.0\.faqs\.0\.answer: \{onbording\} names no claim or fact/),
    ]);
  });

  it('is refused for a link to a page that does not exist', async () => {
    expect(await save([changed('content/navigation.json', ['"/careers"', '"/jobs"'])])).toEqual([
      'content/navigation.json: footerColumns.1.links.1.to: link "/jobs" points to no page',
    ]);
  });
});

describe('a webinar saved from the editor', () => {
  it('is refused for a start time a clock change skips, naming the field', async () => {
    const problems = await save([
      changed(
        'content/webinars/ai-payroll-automation-masterclass.json',
        ['"timeZone": "EST"', '"timeZone": "America/New_York"'],
        ['"start": "2024-03-25T14:00"', '"start": "2024-03-10T02:30"'],
      ),
    ]);
    expect(problems.join('\n')).toMatch(/"start" 2024-03-10T02:30 does not happen exactly once in America\/New_York/);
  });
});

describe('a post file name at build', () => {
  it('must be a slug that no other page has', () => {
    expect(slugProblem('my-post.mdx', [])).toBeUndefined();
    expect(slugProblem('index.mdx', [])).toBeUndefined();
    expect(slugProblem('My Post.mdx', [])).toMatch(/^pages\/blog\/My Post\.mdx: the file name is the post's slug/);
    expect(slugProblem('page.mdx', [])).toMatch(/and not index, page or category$/);
  });
});

describe('a position saved from the editor', () => {
  it("is checked with the build's own checks, naming the file and the field", async () => {
    const file = 'content/positions/client-success-manager.json';
    expect(await save([[file, onDisk(file)]])).toEqual([]);
    expect(await save([changed(file, ['"validThrough": "2027-01-31"', '"validThrough": "2026-01-31"'])])).toEqual([
      `${file}: "validThrough" must not be before "posted"`,
    ]);
    expect(await save([['content/positions/Client.json', onDisk(file)]])).toEqual([
      expect.stringMatching(/^content\/positions\/Client\.json: the file name is the address/),
    ]);
  });
});
