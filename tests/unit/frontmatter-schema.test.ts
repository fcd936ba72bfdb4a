import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterJsonSchemas, SCHEMA_FILES } from '../../build/blog/frontmatter-json-schema.ts';
import { root } from '../../build/pages.ts';

const schemas = frontmatterJsonSchemas();

describe('the JSON schemas editors use', () => {
  it.each(Object.entries(SCHEMA_FILES))('%s is in step with the zod schema (npm run generate:schemas)', (kind, file) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(schemas[kind as keyof typeof SCHEMA_FILES]);
  });

  it('offers what a writer may type: the fields, the authors, categories and cover motifs, and a cover needs its alt text', () => {
    const post = JSON.parse(schemas.post);
    expect(Object.keys(post.properties)).toEqual([
      'title',
      'description',
      'date',
      'updated',
      'author',
      'category',
      'featured',
      'draft',
      'icon',
      'coverMotif',
      'coverFigure',
      'image',
      'imageAlt',
    ]);
    expect(post.required).toEqual(['title', 'description', 'date', 'author', 'category']);
    expect(post.properties.author.enum).toContain('maria-santos');
    expect(post.properties.category.enum).toContain('Case Study');
    expect(post.properties.coverMotif.enum).toContain('time-zones');
    expect(post.properties.coverFigure.maxLength).toBe(6);
    expect(post.additionalProperties).toBe(false);
    expect(post.dependencies).toEqual({ image: ['imageAlt'] });
  });

  it('is what .vscode/settings.json hands the YAML and JSON language servers', () => {
    const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8'));
    expect(settings['yaml.schemas']).toEqual({ [`./${SCHEMA_FILES.post}`]: ['pages/blog/*.mdx'] });
    expect(settings['json.schemas']).toEqual([{ fileMatch: ['content/authors/*.json'], url: `./${SCHEMA_FILES.author}` }]);
  });
});
