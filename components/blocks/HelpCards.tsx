import { helpCards } from '../../content/faq.ts';
import { site } from '../../content/site.ts';
import { CardGrid } from '../sections/CardGrid.tsx';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';

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
            {title} is coming soon. Until then, email <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
            <a href={site.phoneHref}>{site.phone}</a>.
          </ComingSoon>
        )
      }
    />
  );
}
