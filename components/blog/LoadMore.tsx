import { useId } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../../src/theme/tokens.ts';
import { buttonStyles } from '../ui/button-styles.ts';

interface Props {
  /** The next page's route, or undefined when every post is shown. */
  next?: string;
  /** With JavaScript: show the next page's posts in place instead of going there. */
  onLoadMore: () => void;
}

/**
 * 'Load More Articles': a link to the next page (works without JavaScript), enhanced to add that
 * page's posts in place. When every post is shown it says so instead of pretending.
 */
export function LoadMore({ next, onLoadMore }: Props) {
  const noteId = useId();
  return (
    <div css={{ marginTop: theme.space.xl, textAlign: 'center' }}>
      {next ? (
        <Link
          to={next}
          css={buttonStyles.secondary}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            event.preventDefault();
            onLoadMore();
          }}
        >
          Load More Articles
        </Link>
      ) : (
        <>
          <button type="button" disabled aria-describedby={noteId} css={buttonStyles.secondary}>
            Load More Articles
          </button>
          <p id={noteId} css={{ marginTop: theme.space.sm, color: theme.color.textMuted }}>
            You&apos;re all caught up: every article is shown. Subscribe below to hear about new ones.
          </p>
        </>
      )}
    </div>
  );
}
