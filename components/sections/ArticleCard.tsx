import { Link } from 'react-router-dom';
import { postRoute, readingTimeLabel, type PostCard } from '../../content/blog.ts';
import { theme } from '../theme/tokens.ts';
import { cardStyle } from '../ui/card-styles.ts';
import { IconTile } from '../ui/IconTile.tsx';
import { Badge } from './Badge.tsx';
import { formatArticleDate } from './format-date.ts';

interface Props {
  post: PostCard;
  /** The blog's lead story: wider, with a larger title. */
  featured?: boolean;
  /** The title's heading level: h3 in listings under an h2, h2 where the card leads. */
  level?: 2 | 3;
}

/**
 * One post teaser: category, title, teaser, author, date and reading time. The title is the link
 * to the post; it stretches over the whole card, so the card is one large target.
 */
export function ArticleCard({ post, featured = false, level = 3 }: Props) {
  const Heading = `h${level}` as const;
  return (
    <article
      css={[
        cardStyle,
        { position: 'relative', '&:hover h2, &:hover h3': { textDecoration: 'underline' } },
        featured && { padding: theme.space.xl, [theme.mq.md]: { flexDirection: 'row', gap: theme.space.xl } },
      ]}
    >
      {post.icon && <IconTile name={post.icon} size={featured ? 40 : 24} />}
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.sm, flex: 1 }}>
        <Badge tone="info">{post.category}</Badge>
        <Heading css={{ fontSize: featured ? '1.75rem' : '1.25rem', margin: 0 }}>
          <Link
            to={postRoute(post.slug)}
            css={{
              color: 'inherit',
              textDecoration: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            }}
          >
            {post.title}
          </Link>
        </Heading>
        <p css={{ margin: 0, color: theme.color.textMuted }}>{post.description}</p>
        <p css={{ margin: 'auto 0 0', fontSize: '0.875rem', color: theme.color.textMuted }}>
          {post.author.name} · <time dateTime={post.date}>{formatArticleDate(post.date)}</time> · {readingTimeLabel(post.readingTime)}
        </p>
      </div>
    </article>
  );
}
