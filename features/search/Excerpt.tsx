import type { ExcerptPart } from './pagefind.ts';
import { theme } from '../../components/theme/tokens.ts';

/** A result's excerpt with the matched words in <mark>; every part is rendered as text. */
export function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <span css={{ display: 'block', color: theme.color.textMuted, fontSize: theme.text.sm, lineHeight: 1.5 }}>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} css={{ background: theme.color.accentSoft, color: theme.color.text, fontWeight: 600 }}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
