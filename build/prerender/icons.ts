import { inlineIconId } from '../../components/ui/icon-symbols.ts';

/**
 * Hides the holder of the inline symbols. `hidden` is an HTML attribute that an <svg> ignores (it
 * was laid out as a default 300x150 inline SVG: a blank band under the header);
 * display:none would do, but some engines then drop the symbols' gradients and masks, so it is
 * taken out of the flow at zero size instead.
 */
export const SYMBOL_HOLDER_ATTRS = 'aria-hidden="true" width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden"';

/**
 * The sprite's symbols that a prerendered page uses, as an invisible <svg> to put before the app:
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
  return symbols.length ? `<svg ${SYMBOL_HOLDER_ATTRS}>${symbols.join('')}</svg>` : '';
}
