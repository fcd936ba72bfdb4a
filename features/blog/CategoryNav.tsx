import type { BlogCategory } from '../../content/blog-categories.ts';
import { blogText, categoryLinks } from '../../content/blog-text.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';

const pill = { borderRadius: theme.radius.pill, minHeight: '2.5rem', padding: '0.375rem 1rem' };

/** The category badges: links to /blog/category/<slug> ('All' to /blog), the current one marked. */
export function CategoryNav({ current }: { current?: BlogCategory }) {
  return (
    <nav aria-label={blogText.categories}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
        {categoryLinks.map((link) => {
          const active = link.category === current;
          return (
            <li key={link.label}>
              <a
                href={link.to}
                aria-current={active ? 'page' : undefined}
                css={[active ? buttonStyles.primary : buttonStyles.secondary, pill]}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
