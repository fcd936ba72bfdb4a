import { postRoute, type PostCard } from '../../content/blog.ts';
import { postText, readingTimeLabel } from '../../content/blog-text.ts';
import { theme } from '../../components/theme/tokens.ts';
import { formatArticleDate } from '../../components/lib/format-date.ts';
import { Cover } from './Cover.tsx';
import { SectionLink } from '../../components/ui/SectionLink.tsx';

interface Props {
  previous?: PostCard;
  next?: PostCard;
  related: PostCard[];
}

const navLink = {
  display: 'grid',
  gap: theme.space.xs,
  textDecoration: 'none',
  '& span': { color: theme.color.textMuted, fontSize: '0.875rem' },
};

/** After the body: the call to action, previous/next posts and related posts. */
export function PostFooter({ previous, next, related }: Props) {
  return (
    <>
      <aside
        aria-label={postText.ctaLabel}
        css={{
          margin: `${theme.space.xxl} 0`,
          padding: theme.space.xl,
          background: theme.color.surface,
          borderRadius: theme.radius.md,
          textAlign: 'center',
        }}
      >
        <p css={{ fontSize: '1.25rem', fontWeight: 700, marginTop: 0 }}>{postText.cta}</p>
        <SectionLink to="contact" variant="primary">
          {postText.ctaButton}
        </SectionLink>
      </aside>
      {(previous || next) && (
        <nav
          aria-label={postText.morePosts}
          css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.lg }}
        >
          {previous && (
            <a href={postRoute(previous.slug)} rel="prev" css={navLink}>
              <span>{postText.previous}</span>
              {previous.title}
            </a>
          )}
          {next && (
            <a href={postRoute(next.slug)} rel="next" css={[navLink, { marginLeft: 'auto', textAlign: 'right' }]}>
              <span>{postText.next}</span>
              {next.title}
            </a>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts" css={{ marginTop: theme.space.xxl }}>
          <h2 id="related-posts">{postText.related}</h2>
          <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space.md }}>
            {related.map((post) => (
              <li key={post.slug} css={{ display: 'flex', gap: theme.space.md, alignItems: 'flex-start' }}>
                {post.cover && (
                  <Cover cover={post.cover} decorative sizes="8rem" crop="16 / 9" css={{ width: '8rem', borderRadius: theme.radius.sm }} />
                )}
                <div>
                  <a href={postRoute(post.slug)} css={{ fontWeight: 600 }}>
                    {post.title}
                  </a>
                  <br />
                  <span css={{ color: theme.color.textMuted, fontSize: '0.875rem' }}>
                    {post.author.name} · <time dateTime={post.date}>{formatArticleDate(post.date)}</time> ·{' '}
                    {readingTimeLabel(post.readingTime)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
