import { useId } from 'react';

export const HONEYPOT_NAME = 'website';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) and bots that fill every input do: the function quietly drops a send that has it.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" css={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
