import type { Article } from '../../content/articles.ts';
import { theme } from '../../src/theme/tokens.ts';
import { cardStyle } from '../ui/card-styles.ts';
import { IconTile } from '../ui/IconTile.tsx';
import { Badge } from './Badge.tsx';

// UTC, so the prerender and every visitor's browser print the same day (no hydration mismatch).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatArticleDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

interface Props {
  article: Article;
  /** The blog's lead story: wider, with a larger title. */
  featured?: boolean;
}

/** One article teaser: category, title (h3), excerpt, author, date and reading time. */
export function ArticleCard({ article, featured = false }: Props) {
  return (
    <article
      css={[
        cardStyle,
        featured && { padding: theme.space.xl, [theme.mq.md]: { flexDirection: 'row', gap: theme.space.xl } },
      ]}
    >
      {article.image && <IconTile name={article.image} size={featured ? 40 : 24} />}
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.sm, flex: 1 }}>
        <Badge tone="info">{article.category}</Badge>
        <h3 css={{ fontSize: featured ? '1.75rem' : '1.25rem', margin: 0 }}>{article.title}</h3>
        <p css={{ margin: 0, color: theme.color.textMuted }}>{article.excerpt}</p>
        <p css={{ margin: 'auto 0 0', fontSize: '0.875rem', color: theme.color.textMuted }}>
          {article.author} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.readTime}
        </p>
      </div>
    </article>
  );
}
