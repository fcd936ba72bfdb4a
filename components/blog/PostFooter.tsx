import { Link } from 'react-router-dom';
import type { PostSummary } from '../../content/blog.ts';
import { postRoute } from '../../content/blog.ts';
import { theme } from '../../src/theme/tokens.ts';
import { ArticleCard } from '../sections/ArticleCard.tsx';
import { gridStyle } from '../ui/card-styles.ts';
import { SectionLink } from '../ui/SectionLink.tsx';

interface Props {
  previous?: PostSummary;
  next?: PostSummary;
  related: PostSummary[];
}

const navLink = { display: 'grid', gap: theme.space.xs, textDecoration: 'none', '& span': { color: theme.color.textMuted, fontSize: '0.875rem' } };

/** After the body: the call to action, previous/next posts and related posts. */
export function PostFooter({ previous, next, related }: Props) {
  return (
    <>
      <aside
        aria-label="Talk to PayLean"
        css={{ margin: `${theme.space.xxl} 0`, padding: theme.space.xl, background: theme.color.surface, borderRadius: theme.radius.md, textAlign: 'center' }}
      >
        <p css={{ fontSize: '1.25rem', fontWeight: 700, marginTop: 0 }}>See what PayLean could save your payroll</p>
        <SectionLink to="contact" variant="primary">
          Get a Free Consultation
        </SectionLink>
      </aside>
      {(previous || next) && (
        <nav aria-label="More posts" css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.lg }}>
          {previous && (
            <Link to={postRoute(previous.slug)} rel="prev" css={navLink}>
              <span>Previous post</span>
              {previous.title}
            </Link>
          )}
          {next && (
            <Link to={postRoute(next.slug)} rel="next" css={[navLink, { marginLeft: 'auto', textAlign: 'right' }]}>
              <span>Next post</span>
              {next.title}
            </Link>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts" css={{ marginTop: theme.space.xxl }}>
          <h2 id="related-posts">Related posts</h2>
          <ul css={gridStyle('14rem')}>
            {related.map((post) => (
              <li key={post.slug} css={{ display: 'flex', '& > article': { flex: 1 } }}>
                <ArticleCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
