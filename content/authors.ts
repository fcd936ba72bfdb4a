import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authorSchema, type Author } from './schemas/author.ts';

/** One file per author, content/authors/<key>.json (name and role), also edited in the editor at /keystatic. */
export const authorsDir = path.resolve(import.meta.dirname, 'authors');

export type { Author };

/**
 * Everyone who writes for the blog, by key (the file's name): a post's `author` is one of these
 * keys. Read from disk on every call, so an author added in the editor counts at once; throws
 * naming the file and the field of a wrong entry.
 */
export function loadAuthors(): Record<string, Author> {
  const entries = readdirSync(authorsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const result = authorSchema.safeParse(JSON.parse(readFileSync(path.join(authorsDir, file), 'utf8')));
      if (!result.success) {
        const fields = result.error.issues.map((issue) => `"${issue.path.join('.') || 'file'}" ${issue.message}`).join('; ');
        throw new Error(`content/authors/${file}: ${fields}`);
      }
      return [file.slice(0, -'.json'.length), result.data] as const;
    });
  return Object.fromEntries(entries);
}
