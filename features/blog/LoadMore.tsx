import { useId } from 'react';
import { blogText } from '../../content/blog-text.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/**
 * 'Load More Articles': a plain link to the next listing page (works without JavaScript;
 * BlogIndex adds that page's posts in place when it can). When every post is shown it says so
 * instead of pretending.
 */
export function LoadMore({ next, inCategory = false }: { next?: string; inCategory?: boolean }) {
  const noteId = useId();
  return (
    <div data-load-more-box="" css={{ marginTop: theme.space.xl, textAlign: 'center' }}>
      {next ? (
        <a href={next} data-load-more="" css={buttonStyles.secondary}>
          {blogText.loadMore}
        </a>
      ) : (
        <>
          <button type="button" disabled aria-describedby={noteId} css={buttonStyles.secondary}>
            {blogText.loadMore}
          </button>
          <p id={noteId} css={{ marginTop: theme.space.sm, color: theme.color.textMuted }}>
            {inCategory ? blogText.allShownInCategory : blogText.allShown}
          </p>
        </>
      )}
    </div>
  );
}
