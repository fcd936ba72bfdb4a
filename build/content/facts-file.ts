import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderValuesOf } from '../../content/placeholder-values.ts';
import type { Facts } from '../../content/schemas/facts.ts';

export const FACTS_FILE = path.resolve(import.meta.dirname, '../../content/facts.json');

/**
 * The placeholders' values as content/facts.json says now: read from disk at each call, so a page compiled
 * again under `npm run dev` after the facts changed states the new figures.
 */
export const currentPlaceholderValues = () => placeholderValuesOf(JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as Facts);
