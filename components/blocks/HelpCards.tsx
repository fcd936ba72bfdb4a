import { blockText } from '../../content/block-text.ts';
import { helpCards } from '../../content/faq.ts';
import { site } from '../../content/site.ts';
import { CardGrid } from '../sections/CardGrid.tsx';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Fill } from '../ui/Fill.tsx';

/** The FAQ page's Need More Help cards; an action without a route is an honest 'coming soon'. */
export default function HelpCards() {
  return (
    <CardGrid
      cards={helpCards}
      footer={({ title, action }) =>
        action.href ? (
          <ButtonLink to={action.href}>{action.label}</ButtonLink>
        ) : (
          <ComingSoon label={action.label}>
            <Fill
              text={blockText.comingSoon}
              values={{
                title,
                emailLink: <a href={`mailto:${site.email}`}>{site.email}</a>,
                phoneLink: <a href={site.phoneHref}>{site.phone}</a>,
              }}
            />
          </ComingSoon>
        )
      }
    />
  );
}
