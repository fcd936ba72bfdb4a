import type { Item } from '../../content/schemas/lists.ts';
import { theme } from '../theme/tokens.ts';
import { Icon } from '../ui/IconTile.tsx';

/** A ticked list of short strings, or of titled items (a bold title over its description). */
export function CheckList({ items }: { items: readonly (string | Item)[] }) {
  return (
    <ul css={{ listStyle: 'none', margin: `${theme.space.md} 0 0`, padding: 0, display: 'grid', gap: theme.space.sm }}>
      {items.map((item) => {
        const key = typeof item === 'string' ? item : item.title;
        return (
          <li key={key} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'flex-start' }}>
            <Icon name="check" size={20} css={{ flex: 'none', marginTop: '0.15rem', color: theme.color.accent }} />
            {typeof item === 'string' ? (
              <span>{item}</span>
            ) : (
              <span>
                <strong css={{ display: 'block' }}>{item.title}</strong> {item.description}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
