import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// What the test build must hold, written here and read from the content files by this file alone: the
// site's own route code is not used, so a fault in it cannot pass by being repeated in the expectation.

const root = path.resolve(import.meta.dirname, '../..');

/** The pages in the sitemap that every build has, each with its main heading letter for letter. */
const PAGES: Record<string, string> = {
  '/': 'Reduce Payroll Costs by 70%',
  '/about': 'About PayLean',
  '/blog': 'Payroll Insights',
  '/careers': 'Careers at PayLean',
  '/chat': 'Ask Our Team',
  '/compliance': 'Compliance You Can Trust',
  '/faq': 'Frequently Asked Questions',
  '/privacy-policy': 'Privacy Policy',
  '/resources/case-studies': 'Case Studies',
  '/resources/webinars': 'Webinars',
  '/resources/white-papers': 'White Papers',
  '/security': 'Enterprise-Grade Security',
  '/services/ai-automation': 'AI Payroll Automation',
  '/services/offshore-talent': 'Strategic Offshore Talent',
  '/services/payroll-optimization': 'Payroll Optimization',
  '/terms-of-service': 'Terms of Service',
};

/** Pages kept out of the sitemap: the search page and the pages a form's post ends on. */
const NOINDEX_PAGES: Record<string, string> = {
  '/search': 'Search',
  '/application-not-sent': 'Your application was not sent',
  '/application-sent': 'Thank you for applying',
  '/chat-sent': 'Your question is with our team',
  '/form-not-sent': 'Your form was not sent',
  '/message-not-sent': 'Your message was not sent',
  '/message-sent': 'Message sent successfully!',
  '/newsletter-confirmed': 'You are subscribed',
  '/newsletter-link-expired': 'This link is no longer valid',
  '/newsletter-sent': 'Check your inbox',
  '/newsletter-unsubscribed': 'You are unsubscribed',
  '/webinar-sent/ai-payroll-automation-masterclass': 'Request received',
  '/webinar-sent/example-recorded-offshore-onboarding': 'Your recording is ready',
  '/webinar-sent/example-upcoming-payroll-close': 'You are registered',
  '/white-paper-sent': 'Your white paper is ready',
};

/** The blog's categories by the slug of their address. */
const CATEGORIES: Record<string, string> = {
  'case-study': 'Case Study',
  trends: 'Trends',
  guide: 'Guide',
  analysis: 'Analysis',
  management: 'Management',
  legal: 'Legal',
  strategy: 'Strategy',
};

/** The folders under pages/ a writer adds pages to in the editor; a page in `lp/` stays out of the sitemap. */
const SECTION_DIRS = ['', 'services', 'resources', 'lp'];

/**
 * The pages a writer added that the lists above do not name: their heading is the page's first `#` line (a claim in it
 * as the claim), in the sitemap unless a landing page or noindex; a draft, or a page dated later, is no route.
 */
function addedPages(today: string): ExpectedRoute[] {
  const named = new Set([...Object.keys(PAGES), ...Object.keys(NOINDEX_PAGES)]);
  return SECTION_DIRS.filter((dir) => existsSync(path.join(root, 'pages', dir))).flatMap((dir) =>
    readdirSync(path.join(root, 'pages', dir))
      .filter((name) => name.endsWith('.mdx') && !name.startsWith('_') && !name.includes('[') && name !== 'index.mdx')
      .map((name) => ({ name, route: `/${dir ? `${dir}/` : ''}${name.slice(0, -'.mdx'.length)}` }))
      .filter(({ route }) => !named.has(route) && route !== '/blog')
      .flatMap(({ name, route }) => {
        const source = readFileSync(path.join(root, 'pages', dir, name), 'utf8');
        const data = frontmatter(source);
        if (data.draft || (data.date && isoDate(data.date) > today)) return [];
        const heading = /^\s*# (.+)$/m
          .exec(source.replace(/^---[\s\S]*?\n---/, ''))![1]!
          .replace(/<Claim name="(\w+)" \/>/g, (_, claim: string) => claims[claim] ?? claim);
        return [{ path: route, heading, indexable: dir !== 'lp' && !data.noindex, template: route }];
      }),
  );
}

/** Posts per listing page in the test build (`--mode test`). */
const PAGE_SIZE = 4;
const BLOG_HEADING = 'Payroll Insights';
export const NOT_FOUND_HEADING = 'Oops! Page not found';

export interface ExpectedRoute {
  path: string;
  /** The page's h1, letter for letter. */
  heading: string;
  /** In the sitemap. */
  indexable: boolean;
  /** The page it is made with: a test that looks at one route per page takes one route of each. */
  template: string;
}

export interface PostFile {
  slug: string;
  title: string;
  date: string;
  category: string;
  draft?: boolean;
  featured?: boolean;
}

/** The claims of content/facts.json: a post's title may state one as `{caseStudySavings}`, which its page shows as the claim. */
const claims = (JSON.parse(readFileSync(path.join(root, 'content/facts.json'), 'utf8')) as { claims: Record<string, string> }).claims;
const withClaims = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => claims[name] ?? whole);
const frontmatter = (source: string) => parse(withClaims(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '')) as Record<string, unknown>;
const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The posts of pages/blog/ that a build made today publishes (not drafts, not dated later), newest first. */
export function publishedPosts(today = new Date().toISOString().slice(0, 10)): PostFile[] {
  const dir = path.join(root, 'pages/blog');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx' && !name.startsWith('_'))
    .map((name) => {
      const data = frontmatter(readFileSync(path.join(dir, name), 'utf8'));
      return { ...data, slug: name.slice(0, -'.mdx'.length), date: isoDate(data.date) } as PostFile;
    })
    .filter((post) => !post.draft && post.date <= today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Pages 2..N of a listing of `count` posts. */
const laterPages = (count: number) => Array.from({ length: Math.max(0, Math.ceil(count / PAGE_SIZE) - 1) }, (_, i) => i + 2);

/** Every route of the test build with its heading: the pages above, each post, category, listing page and position. */
export function expectedRoutes(today = new Date().toISOString().slice(0, 10)): ExpectedRoute[] {
  const posts = publishedPosts(today);
  const featured = posts.find((post) => post.featured);
  const slugOf = (category: string) => {
    const slug = Object.keys(CATEGORIES).find((s) => CATEGORIES[s] === category);
    if (!slug) throw new Error(`a post's category "${category}" is none of the blog's`);
    return slug;
  };
  const positionsDir = path.join(root, 'content/positions');
  const positions = readdirSync(positionsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      slug: name.slice(0, -'.json'.length),
      ...(JSON.parse(readFileSync(path.join(positionsDir, name), 'utf8')) as { title: string }),
    }));
  return [
    ...Object.entries(PAGES).map(([route, heading]) => ({ path: route, heading, indexable: true, template: route })),
    ...Object.entries(NOINDEX_PAGES).map(([route, heading]) => ({ path: route, heading, indexable: false, template: route })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, heading: post.title, indexable: true, template: `/blog/${post.slug}` })),
    ...laterPages(posts.filter((post) => post !== featured).length).map((n) => ({
      path: `/blog/page/${n}`,
      heading: BLOG_HEADING,
      indexable: true,
      template: 'blog page',
    })),
    ...Object.entries(CATEGORIES).flatMap(([slug, name]) => [
      { path: `/blog/category/${slug}`, heading: `${name} Articles`, indexable: true, template: 'category' },
      ...laterPages(posts.filter((post) => slugOf(post.category) === slug).length).map((n) => ({
        path: `/blog/category/${slug}/page/${n}`,
        heading: `${name} Articles`,
        indexable: true,
        template: 'category page',
      })),
    ]),
    ...positions.map((position) => ({ path: `/careers/${position.slug}`, heading: position.title, indexable: true, template: 'position' })),
    ...addedPages(today),
  ];
}
