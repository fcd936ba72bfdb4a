import { blockText } from '../../../content/block-text.ts';
import { helpCards } from '../../../content/faq.ts';
import { site } from '../../../content/site.ts';
import { configuredChat } from '../../../components/chat/configured-chat.ts';
import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { CardGrid } from '../../../components/sections/CardGrid.tsx';
import { ComingSoon } from '../../../components/ui/ComingSoon.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Fill } from '../../../components/ui/Fill.tsx';
import { ChatStart } from '../ChatStart.tsx';

/**
 * The FAQ page's Need More Help cards. The chat's card (the one with a `liveTitle`) says what Start Chat does in this
 * build: a live chat when one is configured, else a question the team answers by email. An action without a route
 * is an honest 'coming soon'.
 */
export default function HelpCards() {
  const live = configuredChat(import.meta.env) !== undefined;
  const cards = helpCards.map((card) =>
    live && card.liveTitle ? { ...card, title: card.liveTitle, description: card.liveDescription ?? card.description } : card,
  );
  return (
    <CardGrid
      cards={cards}
      // The open question form makes its card tall: the others keep their height (and their button under their text).
      css={{ '&:has([data-chat-panel]:not([hidden]))': { alignItems: 'start' } }}
      footer={({ title, action, liveTitle }) =>
        action.href && liveTitle ? (
          <Island island={ISLANDS.chatStart} component={ChatStart} props={{ label: action.label, href: action.href }} />
        ) : action.href ? (
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
