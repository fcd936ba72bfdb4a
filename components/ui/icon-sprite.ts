import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconMap } from './icon-map.ts';

export { SPRITE_FILE } from './icon-symbols.ts';

/**
 * One <symbol> per icon key, drawn by lucide-react. Pages reference a symbol with <use>, so icons
 * cost no JavaScript: the sprite is one cached file. tests/unit/icon-sprite.test.ts keeps the
 * committed file equal to this output (and rewrites it with UPDATE_ICON_SPRITE=1).
 */
export function renderSprite(): string {
  const symbols = Object.entries(iconMap).map(([key, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return (
      `<symbol id="${key}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
      `stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
