import { useId, useState } from 'react';
import { articles, categoryFilters, type CategoryFilter } from '../../content/articles.ts';
import { theme } from '../../src/theme/tokens.ts';
import { ArticleCard } from '../sections/ArticleCard.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { gridStyle } from '../ui/card-styles.ts';

const pill = { borderRadius: theme.radius.pill, minHeight: '2.5rem', padding: '0.375rem 1rem' };

function summary(filter: CategoryFilter, count: number): string {
  if (filter === 'All') return `Showing all ${count} articles.`;
  if (count === 0) return `No other ${filter} articles yet: the featured article above is our latest.`;
  return `Showing ${count} ${filter} article${count === 1 ? '' : 's'}.`;
}

/** The six articles, filtered by the category badges (toggle buttons), then an honest 'Load More'. */
export default function ArticleList() {
  const [filter, setFilter] = useState<CategoryFilter>('All');
  const noteId = useId();
  const shown = filter === 'All' ? articles : articles.filter((a) => a.category === filter);
  return (
    <>
      <div role="group" aria-label="Filter articles by category" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {categoryFilters.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
            css={[filter === category ? buttonStyles.primary : buttonStyles.secondary, pill]}
          >
            {category}
          </button>
        ))}
      </div>
      <p role="status" css={{ margin: `${theme.space.lg} 0 0`, color: theme.color.textMuted }}>
        {summary(filter, shown.length)}
      </p>
      <ul css={[gridStyle('18rem'), { marginTop: theme.space.md }]}>
        {shown.map((article) => (
          <li key={article.title} css={{ display: 'flex', '& > article': { flex: 1 } }}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <div css={{ marginTop: theme.space.xl, textAlign: 'center' }}>
        <button type="button" disabled aria-describedby={noteId} css={buttonStyles.secondary}>
          Load More Articles
        </button>
        <p id={noteId} css={{ marginTop: theme.space.sm, color: theme.color.textMuted }}>
          You&apos;re all caught up: every article is shown. Subscribe below to hear about new ones.
        </p>
      </div>
    </>
  );
}
