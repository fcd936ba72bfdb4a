import type { Plugin } from 'vite';
import { fillAll } from '../../content/placeholders.ts';
import { currentPlaceholderValues, FACTS_FILE } from '../content/facts-file.ts';

const WORDS_FILE = /[\\/]content[\\/]words[\\/][^\\/]+\.json$/;

/**
 * The words of the site's interface (content/words/*.json) as the site loads them: their claims and facts
 * (`{responseTime}`) filled in, as in a page, so an island ships its words without the facts; the values its code
 * fills in when it shows a text (`{count}`) are left for it. A change to the facts loads them again under
 * `npm run dev`. Scripts run outside Vite (the feeds) fill the few words they use themselves.
 */
export function words(): Plugin {
  return {
    name: 'paylean:words',
    enforce: 'pre',
    transform(code, id) {
      if (!WORDS_FILE.test(id.split('?')[0]!)) return undefined;
      this.addWatchFile(FACTS_FILE);
      return { code: JSON.stringify(fillAll(JSON.parse(code) as unknown, currentPlaceholderValues())), map: null };
    },
  };
}
