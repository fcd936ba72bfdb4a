import { inlineIconId } from '../../components/ui/icon-symbols.ts';

/**
 * The sprite's symbols that a prerendered page uses, as a hidden <svg> to put before the app:
 * the page then draws its icons in its first paint, without a request for the sprite file.
 */
export function inlineIconSymbols(html: string, sprite: string): string {
  const prefix = inlineIconId('');
  const names = new Set([...html.matchAll(new RegExp(`<use href="#${prefix}([\\w-]+)"`, 'g'))].map((m) => m[1]!));
  const symbols = [...names].map((name) => {
    const symbol = new RegExp(`<symbol id="${name}"[\\s\\S]*?</symbol>`).exec(sprite)?.[0];
    if (!symbol) throw new Error(`icon "${name}" is not in the sprite`);
    return symbol.replace(`id="${name}"`, `id="${inlineIconId(name)}"`);
  });
  return symbols.length ? `<svg hidden>${symbols.join('')}</svg>` : '';
}
