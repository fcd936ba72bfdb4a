import { useId } from 'react';
import { blockText } from '../../content/block-text.ts';
import { configuredChat } from '../../components/chat/configured-chat.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { LeadForm } from '../forms/LeadForm.tsx';

interface Props {
  /** The button's words: 'Start Chat'. */
  label: string;
  /** The chat's own page: where the button leads without JavaScript (or when the chat cannot load). */
  href: string;
}

/**
 * Start Chat, as a link to the chat's page, so it works before and without JavaScript. Its island (chat-start.island.ts)
 * opens, on the press, the chat configured at build (nothing of it is fetched before), or else the panel below: the
 * form that sends the team a question, answered by email.
 */
export function ChatStart({ label, href }: Props) {
  const panelId = useId();
  const live = configuredChat(import.meta.env) !== undefined;
  return (
    <>
      <a href={href} css={buttonStyles.secondary} data-chat-start aria-controls={live ? undefined : panelId}>
        {label}
      </a>
      {live ? (
        <p role="status" data-chat-status={blockText.chat.opening} css={{ margin: `${theme.space.sm} 0 0` }} />
      ) : (
        <div id={panelId} hidden data-chat-panel data-pagefind-ignore="all">
          <LeadForm name="chat" />
          <button type="button" data-chat-close css={[buttonStyles.secondary, { marginTop: theme.space.md }]}>
            {blockText.chat.close}
          </button>
        </div>
      )}
    </>
  );
}
