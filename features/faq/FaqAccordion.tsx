import { faqGroups } from '../../content/faq.ts';
import { theme } from '../../components/theme/tokens.ts';
import { IconTile } from '../../components/ui/IconTile.tsx';
import { FaqItem } from './FaqItem.tsx';

interface Props {
  /** 'home': the home page's four groups; 'page': every category of /faq. */
  groups: keyof typeof faqGroups;
}

/**
 * FAQ categories, each an icon and an <h3> (under the section's <h2>) over its questions. One
 * answer is open at a time across the whole accordion (native <details name>, no state); the open
 * one can be closed again. A link to a question opens its answer (src/page-script/native-helpers.ts).
 */
export default function FaqAccordion({ groups }: Props) {
  const categories = Object.hasOwn(faqGroups, groups) ? faqGroups[groups] : undefined;
  // A writer's typo in the MDX fails the prerender with this message rather than rendering nothing.
  if (!categories) throw new Error(`<FaqAccordion groups="${String(groups)}">: groups must be "home" or "page"`);
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.xl,
        marginBottom: theme.space.xl,
        [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
      }}
    >
      {categories.map((category) => (
        <div key={category.title}>
          <h3 css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, fontSize: theme.text.lg }}>
            <IconTile name={category.icon} size={20} />
            {category.title}
          </h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${theme.color.border}` }}>
            {category.faqs.map((faq) => (
              <FaqItem key={faq.question} faq={faq} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
