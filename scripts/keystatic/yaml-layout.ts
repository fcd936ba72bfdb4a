import { stringify } from 'yaml';

/** A zod object's fields in the order it declares them; other schemas have none. */
const fieldsOf = (schema: unknown): Record<string, unknown> => (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};

/** The editor writes a field left empty as '' or null; a hand-written file leaves it out. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** `value` with each object's keys in its schema's order (unknown ones after) and empty fields left out. */
function inSchemaOrder(value: unknown, schema: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  const fields = fieldsOf(schema);
  const record = value as Record<string, unknown>;
  const keys = [...Object.keys(fields).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in fields))];
  return Object.fromEntries(keys.flatMap((key) => (isEmpty(record[key]) ? [] : [[key, inSchemaOrder(record[key], fields[key])]])));
}

/**
 * A YAML content file's data (a position, an author) in the house layout, the one hand-written files use: fields in
 * the schema's order, empty ones left out, each text on one line however long. The editor's own YAML folds
 * lines at 80 characters and orders fields its way, so without this a save would rewrite lines nobody changed.
 */
export const formatYamlFile = (data: unknown, schema: unknown): string => stringify(inSchemaOrder(data, schema), { lineWidth: 0 });
