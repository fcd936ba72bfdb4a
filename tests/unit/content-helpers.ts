import { expect } from 'vitest';
import type { z } from 'zod';

/** Parses and returns readable issues, so a failure names the item and field. */
export function issues(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

export function expectList(schema: z.ZodType, list: unknown[], count: number) {
  expect(list).toHaveLength(count);
  list.forEach((item, index) => expect(issues(schema, item), `item ${index}`).toEqual([]));
}

export const titles = (list: { title: string }[]) => list.map((x) => x.title);
