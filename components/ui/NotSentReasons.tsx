interface Props {
  /** The text for each code a plain form post may name in the fragment. */
  reasons: Record<string, string>;
  /** Shown when the page is opened without a reason. */
  generic: string;
}

/**
 * The reason a plain form post was not stored, picked by the URL's fragment (/message-not-sent/#invalid-email)
 * with CSS :target, so it shows without JavaScript; with no fragment, a general line. The fragment is a
 * fixed code, never a field value. A large scroll margin keeps the browser from scrolling to it.
 */
export function NotSentReasons({ reasons, generic }: Props) {
  return (
    <div
      css={{
        '& > [id]': { display: 'none', scrollMarginTop: '100vh' },
        '& > [id]:target': { display: 'block' },
        '&:has(> :target) > .generic': { display: 'none' },
      }}
    >
      <p className="generic">{generic}</p>
      {Object.entries(reasons).map(([code, text]) => (
        <p key={code} id={code}>
          {text}
        </p>
      ))}
    </div>
  );
}
