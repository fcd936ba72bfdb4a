import { postRoute, statusLabel, type PostCard } from '../../content/blog.ts';
import { readingTimeLabel } from '../../content/blog-text.ts';
import { formatArticleDate } from '../../components/lib/format-date.ts';
import { theme } from '../../components/theme/tokens.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { cardStyle } from '../../components/ui/card-styles.ts';
import { IconTile } from '../../components/ui/IconTile.tsx';
import { Cover } from './Cover.tsx';

interface Props {
  post: PostCard;
  /** The blog's lead story: wider, with a larger title. */
  featured?: boolean;
  /** The title's heading level: h3 in listings under an h2, h2 where the card leads. */
  level?: 2 | 3;
}

/** How wide a cover is drawn: a third of the listing on wide screens, half on tablets, the whole width on phones. */
const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw';
const FEATURED_SIZES = '(min-width: 64rem) 34rem, 100vw';

/**
 * One post teaser: cover (or icon), category, title, teaser, author, date and reading time. The
 * title is the link to the post; it stretches over the whole card, so the card is one large
 * target. The cover is decorative here (alt=""): the title already says where the card goes.
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
      {post.cover ? (
        <Cover
          cover={post.cover}
          decorative
          sizes={featured ? FEATURED_SIZES : CARD_SIZES}
          crop="16 / 9"
          eager={featured}
          css={{ width: '100%', borderRadius: theme.radius.sm, [theme.mq.md]: featured ? { width: '50%' } : {} }}
        />
      ) : (
        post.icon && <IconTile name={post.icon} size={featured ? 40 : 24} />
      )}
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.sm, flex: 1 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Badge tone="info">{post.category}</Badge>
          {import.meta.env.DEV && post.status && <Badge tone="alert">{statusLabel(post.status, post.date)}</Badge>}
        </div>
        <Heading css={{ fontSize: featured ? theme.text.xl : theme.text.lg, margin: 0 }}>
          <a
            href={postRoute(post.slug)}
            css={{
              color: 'inherit',
              textDecoration: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            }}
          >
            {post.title}
          </a>
        </Heading>
        <p css={{ margin: 0, color: theme.color.textMuted }}>{post.description}</p>
        <p css={{ margin: 'auto 0 0', fontSize: theme.text.sm, color: theme.color.textMuted }}>
          {post.author.name} · <time dateTime={post.date}>{formatArticleDate(post.date)}</time> · {readingTimeLabel(post.readingTime)}
        </p>
      </div>
    </article>
  );
}
