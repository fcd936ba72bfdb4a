/**
 * Placeholders: `{costReduction}` in a text of content/ stands for a claim or a fact of content/facts.json, so a
 * figure is stated once and every text that states it follows. A text of the site's interface may also name the
 * values its code fills in when it shows it (`{count} results`).
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The names a text's placeholders use, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** The text around its placeholders and their names, alternately: 'By {author}, {role}' -> ['By ', 'author', ', ', 'role', '']. */
export const splitPlaceholders = (text: string): string[] => text.split(PLACEHOLDER);

/** The text with each placeholder that `values` names replaced; any other is left as it is. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** Every text inside `data` (objects, arrays), filled. */
export function fillAll<T>(data: T, values: Readonly<Record<string, string | number>>): T {
  if (typeof data === 'string') return fill(data, values) as T;
  if (Array.isArray(data)) return data.map((item) => fillAll(item, values)) as T;
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillAll(value, values)])) as T;
  return data;
}
