import { z } from 'zod';
import { text } from './lists.ts';

/** A content/authors/<key>.json file. */
export const authorSchema = z.strictObject({ name: text, role: text });
export type Author = z.infer<typeof authorSchema>;
