import { expect, it } from 'vitest';
import { minifyStyles } from '../../build/prerender/minify-styles.ts';

it('minifies the CSS inside each <style>, keeping the tags, their attributes and everything around them', async () => {
  const page =
    '<head><style data-emotion="css 1abc">.css-1abc{color:rgba(255, 255, 255, 0.97);}@media (min-width: 768px){.css-1abc{display:flex;}}</style>' +
    '<style>\n  /* why */\n  #root > header { view-transition-name: site-header; }\n</style></head><p>a {b: c}</p>';
  expect(await minifyStyles(page)).toBe(
    '<head><style data-emotion="css 1abc">.css-1abc{color:#fffffff7}@media(min-width:768px){.css-1abc{display:flex}}</style>' +
      '<style>#root>header{view-transition-name:site-header}</style></head><p>a {b: c}</p>',
  );
});
