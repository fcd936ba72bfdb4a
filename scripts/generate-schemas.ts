/** Writes the JSON schemas of post frontmatter and author files (for editor autocompletion) from the zod schemas. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { frontmatterJsonSchemas, SCHEMA_FILES } from '../build/blog/frontmatter-json-schema.ts';
import { root } from '../build/pages.ts';

const schemas = frontmatterJsonSchemas();
for (const kind of Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[]) {
  const file = path.join(root, SCHEMA_FILES[kind]);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, schemas[kind]);
  console.log(`wrote ${SCHEMA_FILES[kind]}`);
}
