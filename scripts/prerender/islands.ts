import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../pages.ts';

const featuresDir = path.join(root, 'features');
const ISLAND_FILE = /^([\w-]+)\.island\.tsx?$/;

/** Island name -> its module, relative to the root: every `features/<feature>/<name>.island.ts[x]`. */
export function islandEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const feature of readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature);
    for (const file of readdirSync(dir).filter((f) => ISLAND_FILE.test(f))) {
      const name = ISLAND_FILE.exec(file)![1]!;
      if (entries[name]) throw new Error(`Two islands named "${name}": ${entries[name]} and features/${feature}/${file}`);
      entries[name] = `features/${feature}/${file}`;
    }
  }
  return entries;
}

const islandAttr = /\bdata-island="([\w-]+)"/g;

/**
 * Adds to each island in a page's HTML the list of its modules (`data-island-modules`, root-relative
 * URLs, the entry last), which the page script loads when the island is needed. Throws for an
 * island without a module, and for one that appears twice (its React ids would collide).
 */
export function addIslandModules(html: string, modulesOf: (name: string) => string[] | undefined, label: string): string {
  const seen = new Set<string>();
  return html.replace(islandAttr, (attr, name: string) => {
    const modules = modulesOf(name);
    if (!modules) throw new Error(`${label}: island "${name}" has no module features/<feature>/${name}.island.tsx`);
    if (seen.has(name)) throw new Error(`${label}: island "${name}" appears twice on the page`);
    seen.add(name);
    return `${attr} data-island-modules="${modules.join(' ')}"`;
  });
}
