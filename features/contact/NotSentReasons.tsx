import { NOT_SENT_GENERIC, NOT_SENT_REASONS } from './contact-not-sent.ts';

const reasons = Object.entries(NOT_SENT_REASONS);

/**
 * The reason a plain form post was not stored, picked by the URL's fragment (/message-not-sent/#invalid-email)
 * with CSS :target, so it shows without JavaScript; with no fragment, a general line. The fragment is a
 * fixed code, never a field value. A large scroll margin keeps the browser from scrolling to it.
 */
export function NotSentReasons() {
  return (
    <div
      css={{
        '& > [id]': { display: 'none', scrollMarginTop: '100vh' },
        '& > [id]:target': { display: 'block' },
        '&:has(> :target) > .generic': { display: 'none' },
      }}
    >
      <p className="generic">{NOT_SENT_GENERIC}</p>
      {reasons.map(([code, text]) => (
        <p key={code} id={code}>
          {text}
        </p>
      ))}
    </div>
  );
}
