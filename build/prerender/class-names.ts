import { readIsland } from '../../components/runtime/islands.ts';
import { pageDocument } from './page-dom.ts';

/**
 * Emotion names each class after a hash of its styles (`css-1ovn96b`) and lists the classes a
 * page's CSS holds on its <style data-emotion="css ...">, so a hydrating island finds its styles
 * already there. Random hashes are what brotli squeezes least: about a tenth of the home page's
 * document. Markup outside the islands never hydrates, so its classes can be named anything the
 * page's CSS agrees with.
 */

const STYLE_LIST = /<style data-emotion="css ([^"]*)"/g;
/** The markup of every island on the page. */
export const islandMarkup = (html: string): string[] =>
  pageDocument(html).body.flatMap((element) => (readIsland(element) ? [element.outerHTML] : []));

/**
 * Renames every emotion class that no island uses to a short one in order of appearance (c_0,
 * c_1...), in the CSS and the markup alike, and keeps on emotion's list only the islands' classes.
 * An island's classes keep their hashes: its browser code names them the same way.
 */
export function shortenClassNames(html: string): string {
  const listed = new Set([...html.matchAll(STYLE_LIST)].flatMap((m) => m[1]!.split(' ')));
  const inIslands = new Set(islandMarkup(html).flatMap((markup) => [...markup.matchAll(/\bcss-([a-z0-9]+)/g)].map((m) => m[1]!)));
  const short = new Map<string, string>();
  return html
    .replace(
      STYLE_LIST,
      (_, ids: string) =>
        `<style data-emotion="css ${ids
          .split(' ')
          .filter((id) => inIslands.has(id))
          .join(' ')}"`,
    )
    .replace(/\bcss-([a-z0-9]+)(?![\w-])/g, (name, id: string) => {
      if (!listed.has(id) || inIslands.has(id)) return name;
      if (!short.has(id)) short.set(id, `c_${short.size.toString(36)}`);
      return short.get(id)!;
    });
}
