import { categoryRoute, statusLabel, type PostSummary } from '../../content/blog.ts';
import { postText, readingTimeLabel } from '../../content/blog-text.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Fill } from '../../components/ui/Fill.tsx';
import { theme } from '../../components/theme/tokens.ts';
import { formatArticleDate } from '../../components/lib/format-date.ts';
import { Cover } from './Cover.tsx';

/** How wide the cover is drawn: beside the text from the large breakpoint up, the column's width below it. */
const COVER_SIZES = '(min-width: 64rem) 34rem, (min-width: 48rem) 46rem, 100vw';

/**
 * The post's title band: category link, h1, teaser, author, dates and reading time, and the cover beside
 * them on a wide screen, after them on a narrow one: the title is said once.
 */
export function PostHeader({ post }: { post: PostSummary }) {
  return (
    <header
      css={{
        background: theme.color.heroBg,
        color: theme.color.heroText,
        padding: `${theme.space.xxl} ${theme.space.md}`,
        [theme.mq.lg]: { padding: `${theme.space.section} ${theme.space.md}` },
        '& a': { color: theme.color.heroText },
      }}
    >
      <div
        css={{
          maxWidth: '48rem',
          margin: '0 auto',
          display: 'grid',
          gap: theme.space.xl,
          alignItems: 'center',
          [theme.mq.lg]: post.cover && {
            maxWidth: theme.layout.maxWidth,
            gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
            gap: theme.space.xxl,
          },
        }}
      >
        <div css={{ display: 'grid', gap: theme.space.md }}>
          <p css={{ margin: 0, fontWeight: 600 }}>
            <a href="/blog">{postText.blog}</a> / <a href={categoryRoute(post.category)}>{post.category}</a>
          </p>
          {import.meta.env.DEV && post.status && (
            <Badge tone="alert">{statusLabel(post.status, post.date)}: only `npm run dev` shows it</Badge>
          )}
          <h1 css={{ margin: 0, fontSize: 'clamp(2rem, 5vw, 2.75rem)', letterSpacing: '-0.02em' }}>{post.title}</h1>
          <p css={{ margin: 0, color: theme.color.heroMuted, fontSize: '1.125rem' }}>{post.description}</p>
          <p css={{ margin: 0, color: theme.color.heroMuted }}>
            <Fill
              text={postText.byline}
              values={{ author: <strong css={{ color: theme.color.heroText }}>{post.author.name}</strong>, role: post.author.role }}
            />
            <br />
            <time dateTime={post.date}>{formatArticleDate(post.date)}</time>
            {post.updated && (
              <>
                {' '}
                <Fill text={postText.updated} values={{ date: <time dateTime={post.updated}>{formatArticleDate(post.updated)}</time> }} />
              </>
            )}{' '}
            · {readingTimeLabel(post.readingTime)}
          </p>
        </div>
        {post.cover && (
          <Cover
            cover={post.cover}
            eager
            sizes={COVER_SIZES}
            // A hairline keeps a navy cover apart from the navy band.
            css={{ width: '100%', borderRadius: theme.radius.md, boxShadow: `0 0 0 1px ${theme.color.heroLine}` }}
          />
        )}
      </div>
    </header>
  );
}
