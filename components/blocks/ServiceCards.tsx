import { serviceCards } from '../../content/home.ts';
import { CardGrid } from '../sections/CardGrid.tsx';
import { CheckList } from '../sections/CheckList.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

/** The 'Two-Tier Optimization Strategy' cards; Learn More opens the service's page at its top. */
export default function ServiceCards() {
  return (
    <CardGrid
      cards={serviceCards}
      min="20rem"
      footer={(card) => (
        <>
          <CheckList items={card.features} />
          <ButtonLink to={card.href} variant="primary" css={{ marginTop: '1.5rem' }}>
            Learn More <VisuallyHidden>about {card.title}</VisuallyHidden>
          </ButtonLink>
        </>
      )}
    />
  );
}
