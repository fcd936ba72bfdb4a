import { theme } from '../theme/tokens.ts';

/** A certification as a seal: a shield with a tick, its name and its status. */
export function SealBadge({ name, status }: { name: string; status: string }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm }}>
      <svg viewBox="0 0 40 44" width={36} height={40} aria-hidden="true" css={{ flex: 'none' }}>
        <path
          d="M20 2 36 8v13c0 10-7 18-16 21C11 39 4 31 4 21V8z"
          fill={theme.color.accentSoft}
          stroke={theme.color.accent}
          strokeWidth={2.5}
        />
        <path d="m13 22 5 5 9-10" fill="none" stroke={theme.color.accent} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span css={{ display: 'grid', lineHeight: theme.leading.heading }}>
        <strong>{name}</strong>
        <span css={{ color: theme.color.accent, fontSize: theme.text.sm, fontWeight: theme.weight.semibold }}>{status}</span>
      </span>
    </span>
  );
}
