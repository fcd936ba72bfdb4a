import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOpen, type ListedPosition } from './careers.ts';
import { POSITION_SLUG, positionSchema, type PositionFile } from './schemas/position.ts';

/** One file per open role, content/positions/<slug>.json, also edited in the editor at /keystatic. */
export const positionsDir = path.resolve(import.meta.dirname, 'positions');

/** A position file's data, or one line per problem naming the file (its name, `<slug>.json`) and the field. */
export function checkPositionFile(source: string, name: string): { data?: PositionFile; problems: string[] } {
  const label = `content/positions/${name}`;
  const problems: string[] = [];
  if (!POSITION_SLUG.test(name.replace(/\.json$/, '')))
    problems.push(`${label}: the file name is the address, /careers/<slug>: lowercase words joined by hyphens`);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { problems: [...problems, `${label}: not valid JSON: ${(error as Error).message}`] };
  }
  const result = positionSchema.safeParse(data);
  if (!result.success)
    return {
      problems: [...problems, ...result.error.issues.map((issue) => `${label}: "${issue.path.join('.') || 'file'}" ${issue.message}`)],
    };
  return problems.length ? { problems } : { data: result.data, problems };
}

/**
 * Every position, newest posting first (the same day by title), each marked open or closed as of
 * `today` (YYYY-MM-DD). Read from disk on every call; throws with one line per problem.
 */
export function loadPositions(today: string): ListedPosition[] {
  const problems: string[] = [];
  const positions: ListedPosition[] = [];
  for (const name of readdirSync(positionsDir).sort()) {
    if (!name.endsWith('.json')) continue;
    const checked = checkPositionFile(readFileSync(path.join(positionsDir, name), 'utf8'), name);
    problems.push(...checked.problems);
    if (checked.data) positions.push({ ...checked.data, slug: name.slice(0, -'.json'.length), open: isOpen(checked.data, today) });
  }
  if (problems.length) throw new Error(`Positions:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return positions.sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}
