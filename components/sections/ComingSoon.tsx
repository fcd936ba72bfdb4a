import { useId, useState, type ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';

interface Props {
  /** The button's text, e.g. 'Start Chat'. */
  label: string;
  /** What to say instead: the feature is not live yet, and what to do meanwhile. */
  children: ReactNode;
}

/** An honest placeholder for a feature that is not live: pressing it says so, politely. */
export function ComingSoon({ label, children }: Props) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <>
      <button type="button" css={buttonStyles.secondary} aria-controls={id} onClick={() => setShown(true)}>
        {label}
      </button>
      <p id={id} role="status" css={{ margin: shown ? '0.75rem 0 0' : 0 }}>
        {shown ? children : null}
      </p>
    </>
  );
}
