import { blogCategories, blogPageSize, blogText } from '../../content/blog.ts';
import { loadPosts } from '../../scripts/blog/posts.ts';
import { expandBlogRoute } from '../../scripts/blog/routes.ts';

/** Every route the product spec lists, with the main heading it must show. */
export const expectedRoutes: Record<string, string> = {
  '/': 'Reduce Payroll Costs by 70%',
  '/about': 'About PayLean',
  '/careers': 'Careers at PayLean',
  '/blog': 'Payroll Insights',
  '/faq': 'Frequently Asked Questions',
  '/services/ai-automation': 'AI Payroll Automation',
  '/services/offshore-talent': 'Strategic Offshore Talent',
  '/services/payroll-optimization': 'Payroll Optimization',
  '/resources/case-studies': 'Case Studies',
  '/resources/white-papers': 'White Papers',
  '/resources/webinars': 'Webinars',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/security': 'Enterprise-Grade Security',
  '/compliance': 'Compliance You Can Trust',
};

const posts = loadPosts();
const pageSize = blogPageSize('test');
const listing = (pattern: string, heading: (route: string) => string) =>
  (expandBlogRoute(pattern, posts, pageSize) ?? []).map((route) => [route, heading(route)] as const);
const categoryHeading = (route: string) => blogText.categoryTitle(blogCategories.find((c) => route.includes(`/${c.toLowerCase().replace(/ /g, '-')}`))!);

/** The blog's generated routes (the e2e build pages by 4), with their main heading. */
export const blogRoutes: Record<string, string> = Object.fromEntries([
  ...posts.map((p) => [`/blog/${p.slug}`, p.title] as const),
  ...listing('/blog/page/[page]', () => blogText.title),
  ...listing('/blog/category/[category]', categoryHeading),
  ...listing('/blog/category/[category]/page/[page]', categoryHeading),
]);
