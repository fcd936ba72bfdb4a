import path from 'node:path';
import type { Plugin } from 'vite';
import { fillAll } from '../../content/placeholders.ts';
import { currentPlaceholderValues, FACTS_FILE } from '../content/facts-file.ts';

const WORDS_FILE = /[\\/]content[\\/]words[\\/][^\\/]+\.json$/;

/**
 * The words of the site's interface (content/words/*.json) as the site loads them: their claims and facts
 * (`{responseTime}`) filled in, as in a page, so an island ships its words without the facts; the values its code
 * fills in when it shows a text (`{count}`) are left for it. Under `npm run dev` a change to the facts loads them
 * again. Scripts run outside Vite (the feeds) fill the few words they use themselves.
 */
export function words(): Plugin {
  return {
    name: 'paylean:words',
    enforce: 'pre',
    transform(code, id) {
      if (!WORDS_FILE.test(id.split('?')[0]!)) return undefined;
      return { code: JSON.stringify(fillAll(JSON.parse(code) as unknown, currentPlaceholderValues())), map: null };
    },
    // A JSON module has no imports for Vite to follow to the facts: the words are named here as what the facts' change updates.
    hotUpdate({ file, modules }) {
      if (path.resolve(file) !== FACTS_FILE) return undefined;
      const wordModules = [...this.environment.moduleGraph.idToModuleMap.values()].filter((module) => WORDS_FILE.test(module.file ?? ''));
      return [...modules, ...wordModules];
    },
  };
}
