import { Link } from 'react-router-dom';
import { blogCategories, categoryRoute, type BlogCategory } from '../../content/blog.ts';
import { theme } from '../../src/theme/tokens.ts';
import { buttonStyles } from '../ui/button-styles.ts';

const pill = { borderRadius: theme.radius.pill, minHeight: '2.5rem', padding: '0.375rem 1rem' };
const links: { label: string; to: string; category?: BlogCategory }[] = [
  { label: 'All', to: '/blog' },
  ...blogCategories.map((category) => ({ label: category, to: categoryRoute(category), category })),
];

/** The category badges: links to /blog/category/<slug> ('All' to /blog), the current one marked. */
export function CategoryNav({ current }: { current?: BlogCategory }) {
  return (
    <nav aria-label="Blog categories">
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => {
          const active = link.category === current;
          return (
            <li key={link.label}>
              <Link to={link.to} aria-current={active ? 'page' : undefined} css={[active ? buttonStyles.primary : buttonStyles.secondary, pill]}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
