import { describe, expect, it } from 'vitest';
import { checkPostFrontmatter } from '../../build/blog/post-frontmatter.ts';
import { loadPosts, postFromSource, PostFrontmatterError } from '../../build/blog/posts.ts';

const FILE = 'pages/blog/x.mdx';
const post = (frontmatter: string) => `---\n${frontmatter}\n---\n\nBody.\n`;
const valid = ['title: "A title"', 'description: "A teaser"', 'date: 2024-03-12', 'author: maria-santos', 'category: Strategy'];
const errorsOf = (lines: string[]) => checkPostFrontmatter(post(lines.join('\n')), FILE).errors;

describe('post frontmatter', () => {
  it('accepts a valid post and its optional fields', () => {
    const result = checkPostFrontmatter(
      post(
        [
          ...valid,
          'featured: true',
          'updated: 2024-04-01',
          'icon: target',
          'image: ./manufacturer-saves-2-3m-on-payroll/results-chart.svg',
          'imageAlt: "Two bar charts"',
        ].join('\n'),
      ),
      FILE,
    );
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ title: 'A title', date: '2024-03-12', featured: true, icon: 'target' });
  });

  it('names the file, the line of the field and what is allowed', () => {
    const lines = valid.map((l) => (l.startsWith('category') ? 'category: Gossip' : l));
    expect(errorsOf(lines)).toEqual([
      'pages/blog/x.mdx:6: "category" must be one of "Case Study", "Trends", "Guide", "Analysis", "Management", "Legal", "Strategy"',
    ]);
  });

  it('rejects an unknown author, naming the authors folder and the authors there are', () => {
    const [error] = errorsOf(valid.map((l) => (l.startsWith('author') ? 'author: nobody' : l)));
    expect(error).toMatch(
      /^pages\/blog\/x\.mdx:5: "author" must be one of the authors \(a file content\/authors\/<author>\.json\): "ana-lim", /,
    );
    expect(error).toContain('"maria-santos"');
  });

  it('reports a missing field at the frontmatter, an impossible date and a typo, one line each', () => {
    const lines = ['title: "A title"', 'date: 2024-02-30', 'author: maria-santos', 'category: Strategy', 'feautred: true'];
    expect(errorsOf(lines)).toEqual([
      'pages/blog/x.mdx:1: "description" is missing: it must be a text (the teaser on cards and in feeds)',
      'pages/blog/x.mdx:3: "date" must be a date written YYYY-MM-DD',
      expect.stringMatching(/^pages\/blog\/x\.mdx:6: "feautred" is not a known field \(allowed: "title", "description", "date", /),
    ]);
  });

  it('asks for the alt text of a cover on the line of its image', () => {
    expect(errorsOf([...valid, 'image: ./x/cover.jpg'])).toEqual([
      'pages/blog/x.mdx:7: "imageAlt" is missing: it must say what the image shows, for people who cannot see it (a post with an "image" needs one)',
    ]);
    expect(errorsOf([...valid, 'image: ./x/cover.jpg', 'imageAlt: " "'])).toEqual([
      'pages/blog/x.mdx:8: "imageAlt" must say what the image shows',
    ]);
  });

  it('names a cover that is not a file beside the post, is not there, or is too large', () => {
    expect(errorsOf([...valid, 'image: /images/cover.jpg', 'imageAlt: "A"'])[0]).toMatch(
      /^pages\/blog\/x\.mdx:7: "image" must be a file beside the post, such as "\.\/my-post\/cover\.jpg"/,
    );
    expect(errorsOf([...valid, 'image: ./x/nothing.jpg', 'imageAlt: "A"'])).toEqual([
      'pages/blog/x.mdx:7: "image" "./x/nothing.jpg" is not there: put the file at pages/blog/x/nothing.jpg',
    ]);
    const source = post([...valid, 'image: ./x/huge.jpg', 'imageAlt: "A"'].join('\n'));
    const sizes: Record<string, number> = { 'pages/blog/x/huge.jpg': 7.3 * 1024 * 1024 };
    expect(checkPostFrontmatter(source, FILE, { imageBytes: (file) => sizes[file] }).errors).toEqual([
      'pages/blog/x.mdx:7: "image" "./x/huge.jpg" is 7.3 MB: images may be at most 5.0 MB (export it about 2400 pixels wide)',
    ]);
  });

  it('reports invalid YAML and a missing frontmatter block with a line', () => {
    expect(errorsOf(['title: "A title', 'date: x'])[0]).toMatch(/^pages\/blog\/x\.mdx:\d+: frontmatter is not valid YAML/);
    expect(checkPostFrontmatter('# No frontmatter', FILE).errors).toEqual([
      'pages/blog/x.mdx:1: the post has no frontmatter (a --- block at the top)',
    ]);
  });

  it('throws one error listing every problem', () => {
    expect(() => postFromSource(post('title: 1'), '/x/pages/blog/x.mdx')).toThrow(PostFrontmatterError);
  });

  it('the real posts pass, newest first, with one featured post', () => {
    const posts = loadPosts();
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    expect(posts.map((p) => p.date)).toEqual(
      posts
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    for (const p of posts) expect(p.readingTime, p.slug).toBeGreaterThanOrEqual(3);
  });
});
