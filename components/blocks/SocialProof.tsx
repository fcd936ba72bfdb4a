import { blockText } from '../../content/block-text.ts';
import { caseStudyHighlight, proofPoints } from '../../content/home.ts';
import { theme } from '../theme/tokens.ts';
import { StatGrid } from '../sections/StatGrid.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { cardStyle } from '../ui/card-styles.ts';

/** The home page's case-study highlight and proof points (satisfaction, onboarding, pricing, guarantee). */
export default function SocialProof() {
  return (
    <>
      <article css={[cardStyle, { marginTop: theme.space.xl, padding: theme.space.xl }]}>
        <h3 css={{ fontSize: theme.text.xl }}>{caseStudyHighlight.title}</h3>
        <p>{caseStudyHighlight.summary}</p>
        <StatGrid stats={caseStudyHighlight.stats} />
        <div css={{ marginTop: theme.space.lg }}>
          <ButtonLink to={caseStudyHighlight.href}>{blockText.caseStudyLink}</ButtonLink>
        </div>
      </article>
      <StatGrid stats={proofPoints} />
    </>
  );
}
