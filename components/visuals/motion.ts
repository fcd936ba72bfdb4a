import { keyframes } from '@emotion/react';

/** Motion in the visuals: CSS only, and only for visitors who have not asked for less of it. */
export const withMotion = '@media (prefers-reduced-motion: no-preference)';

/** A bar or ring filling up once, as the page appears. */
export const grow = keyframes`from { transform: scaleX(0); }`;

/** A soft band sweeping down a list, as the AI checks it line by line. */
export const scan = keyframes`
  from { transform: translateY(-100%); }
  to { transform: translateY(400%); }
`;

/** A status light breathing. */
export const pulse = keyframes`50% { opacity: 0.35; }`;
