import { useParams } from 'react-router-dom';
import { positions } from 'virtual:positions';
import { applicationText } from '../../../content/application-text.ts';
import { CAREERS_ROUTE, careersText, salaryText } from '../../../content/careers.ts';
import { formatArticleDate } from '../../../components/lib/format-date.ts';
import { JsonLd } from '../../../components/head/JsonLd.tsx';
import { Seo } from '../../../components/head/Seo.tsx';
import { siteUrl } from '../../../components/head/site-url.ts';
import { CheckList } from '../../../components/sections/CheckList.tsx';
import { Fill } from '../../../components/ui/Fill.tsx';
import { Hero } from '../../../components/sections/Hero.tsx';
import { NotFound } from '../../../components/sections/NotFound.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { theme } from '../../../components/theme/tokens.ts';
import { jobPostingJsonLd } from '../job-posting.ts';
import { PositionFacts } from '../PositionFacts.tsx';
import ApplicationForm from '../ApplicationForm.tsx';
import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';

/**
 * A position's page, /careers/<slug> (pages/careers/[position].mdx, one per file of
 * content/positions/): the role, its JobPosting JSON-LD, and while it is open the application form;
 * past its valid-through date it says the position is closed.
 */
export default function PositionPage() {
  const { position: slug } = useParams();
  const position = positions.find((p) => p.slug === slug);
  if (!position) return <NotFound />;
  return (
    <>
      <Seo title={position.title} description={`${position.description} ${position.location}, ${position.type}.`} />
      <JsonLd data={jobPostingJsonLd(position, siteUrl)} />
      <Hero>
        <p css={{ fontWeight: 600 }}>
          <a href={CAREERS_ROUTE}>{careersText.careers}</a> / {position.department}
        </p>
        <h1>{position.title}</h1>
        <p>{position.description}</p>
        <PositionFacts position={position} />
      </Hero>
      <Section narrow>
        {!position.open && (
          <div
            role="status"
            css={{ marginBottom: theme.space.xl, padding: theme.space.lg, borderRadius: theme.radius.md, background: theme.color.surface }}
          >
            <h2 css={{ fontSize: theme.text.xl, margin: 0 }}>{careersText.closed}</h2>
            <p>
              {careersText.closedDetail(formatArticleDate(position.validThrough))} <a href={CAREERS_ROUTE}>{careersText.allPositions}</a>
            </p>
          </div>
        )}
        <h2>{careersText.requirements}</h2>
        <CheckList items={position.requirements} />
        <p css={{ fontWeight: 700, color: theme.color.accent, marginTop: theme.space.lg }}>
          <Fill text={careersText.salary} values={{ salary: salaryText(position.salary) }} />
        </p>
        <p css={{ color: theme.color.textMuted, fontSize: theme.text.sm }}>
          {careersText.postedOn} <time dateTime={position.posted}>{formatArticleDate(position.posted)}</time>
          {position.open && (
            <>
              {' · '}
              {careersText.applyBy} <time dateTime={position.validThrough}>{formatArticleDate(position.validThrough)}</time>
            </>
          )}
        </p>
        {position.open && (
          // Set apart from the posting's dates above it, and its lead from the form's card below.
          <section aria-labelledby="apply" css={{ marginTop: theme.space.xxl }}>
            <h2 id="apply">{applicationText.heading}</h2>
            <p css={{ marginBottom: theme.space.lg }}>{applicationText.lead}</p>
            <Island island={ISLANDS.applicationForm} component={ApplicationForm} props={{ position: position.slug }} />
          </section>
        )}
      </Section>
    </>
  );
}
