import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../scripts/blog/image-rules.ts';
import { slugProblem } from '../../scripts/blog/posts.ts';
import { readdirSync } from 'node:fs';
import { checkEditorSave, type EditorUpdate } from '../../scripts/keystatic/save.ts';

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');
const decoded = (update: EditorUpdate, path: string) =>
  Buffer.from(update.additions.find((a) => a.path === path)!.contents, 'base64').toString();

/** A post as the editor's client sends it: js-yaml's style, every field, body right after the fence. */
const fromEditor = (fields: string[], body = 'Hello.\n') =>
  `---\ntitle: A Post\ndescription: Teaser.\ndate: 2024-05-01\nauthor: ana-lim\ncategory: Guide\nfeatured: false\ndraft: false\n${fields.join('\n')}${fields.length ? '\n' : ''}---\n${body}`;
const save = (additions: [string, string | Buffer][], deletions: string[] = []) =>
  checkEditorSave({
    additions: additions.map(([path, data]) => ({ path, contents: b64(data) })),
    deletions: deletions.map((path) => ({ path })),
  });

describe('a save from the editor', () => {
  it('is written in the house layout when it passes', () => {
    const { update, problems } = save([['pages/blog/a-post.mdx', fromEditor([])]]);
    expect(problems).toEqual([]);
    expect(decoded(update, 'pages/blog/a-post.mdx')).toBe(
      '---\ntitle: "A Post"\ndescription: "Teaser."\ndate: 2024-05-01\nauthor: ana-lim\ncategory: Guide\n---\n\nHello.\n',
    );
  });

  it('is refused for an unknown author, naming the post, the line and the field', () => {
    const { problems } = save([['pages/blog/a-post.mdx', fromEditor([]).replace('ana-lim', 'nobody')]]);
    expect(problems).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:5: "author" must be one of the authors/)]);
  });

  it('is refused for a cover without alt text, or an inline image without alt text, with the line', () => {
    const cover = save([
      ['pages/blog/a-post.mdx', fromEditor(['image: ./a-post/image.png'])],
      ['pages/blog/a-post/image.png', 'png bytes'],
    ]).problems;
    expect(cover).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:7: "imageAlt" is missing/)]);
    const inline = save([
      ['pages/blog/a-post.mdx', fromEditor([], 'Intro.\n\n![](./a-post/chart.png)\n')],
      ['pages/blog/a-post/chart.png', 'png bytes'],
    ]).problems;
    expect(inline).toEqual([expect.stringMatching(/^pages\/blog\/a-post\.mdx:11: the image "\.\/a-post\/chart\.png" has no alt text/)]);
  });

  it('is refused for an image over the size limit', () => {
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    const { problems } = save([
      ['pages/blog/a-post.mdx', fromEditor(['image: ./a-post/image.png', 'imageAlt: A photo'])],
      ['pages/blog/a-post/image.png', huge],
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^pages\/blog\/a-post\.mdx:7: "image" "\.\/a-post\/image\.png" is 5\.0 MB: images may be at most 5\.0 MB/),
    ]);
  });

  it('is refused for a slug that is not one, and for removing an author who still has posts', () => {
    expect(save([['pages/blog/A_Post.mdx', fromEditor([])]]).problems).toContain(
      'pages/blog/A_Post.mdx: the slug "A_Post" must be lowercase words joined by hyphens',
    );
    expect(save([], ['content/authors/maria-santos.yaml']).problems).toEqual([
      expect.stringMatching(
        /^content\/authors\/maria-santos\.yaml: "maria-santos" is the author of pages\/blog\/payroll-cost-playbook-2024\.mdx: give those posts another author first$/,
      ),
    ]);
    expect(save([], ['content/authors/maria-santos.yaml', 'pages/blog/payroll-cost-playbook-2024.mdx']).problems).toEqual([]);
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
  it("checks a position with the build's own checks, naming the file and the field", () => {
    const position = readFileSync('content/positions/client-success-manager.yaml', 'utf8');
    expect(save([['content/positions/client-success-manager.yaml', position]]).problems).toEqual([]);
    expect(
      save([['content/positions/client-success-manager.yaml', position.replace('validThrough: 2027-01-31', 'validThrough: 2026-01-31')]])
        .problems,
    ).toEqual(['content/positions/client-success-manager.yaml: "validThrough" must not be before "posted"']);
    expect(save([['content/positions/Client.yaml', position]]).problems).toEqual([
      expect.stringMatching(/^content\/positions\/Client\.yaml: the file name is the address/),
    ]);
  });

  it('is written as a hand-written file: a save of an unchanged position changes no byte, an edit only its lines', () => {
    // The editor's YAML (js-yaml): empty fields as '', dates quoted, text folded at 80 characters.
    const fromEditor = [
      'title: Client Success Manager',
      'department: Customer Success',
      'location: São Paulo, Brazil (Hybrid)',
      'workplace: hybrid',
      'city: São Paulo',
      'region: SP',
      'countries:',
      '  - BR',
      'type: Full-time',
      'salary:',
      '  currency: USD',
      '  min: 45000',
      '  max: 60000',
      "  note: ''",
      "posted: '2026-11-05'",
      "validThrough: '2027-01-31'",
      'description: >-',
      '  Guide clients from onboarding to measurable savings and be their trusted point',
      '  of contact. We train you on our savings reports in your first month, with a',
      '  mentor beside you.',
      'requirements:',
      '  - 3+ years in customer success or account management for B2B software',
      '  - Fluent English and Portuguese; Spanish is a plus',
      '  - Confident presenting savings and ROI reports to executives',
      '',
    ].join('\n');
    const file = 'content/positions/client-success-manager.yaml';
    const onDisk = readFileSync(file, 'utf8');
    const edited = save([[file, fromEditor]]);
    expect(edited.problems).toEqual([]);
    expect(decoded(edited.update, file)).toBe(
      onDisk.replace(
        'trusted point of contact.',
        'trusted point of contact. We train you on our savings reports in your first month, with a mentor beside you.',
      ),
    );
    const unchanged = fromEditor.replace(
      /^description: >-\n(?: {2}.*\n)+/m,
      `description: ${JSON.stringify(onDisk.match(/^description: (.*)$/m)![1])}\n`,
    );
    expect(decoded(save([[file, unchanged]]).update, file)).toBe(onDisk);
  });

  it('keeps every position and author on disk as it is when saved again', () => {
    for (const dir of ['content/positions', 'content/authors'])
      for (const name of readdirSync(dir)) {
        const source = readFileSync(`${dir}/${name}`, 'utf8');
        expect(decoded(save([[`${dir}/${name}`, source]]).update, `${dir}/${name}`), `${dir}/${name}`).toBe(source);
      }
  });
});
