/** The part of a Keystatic field this file needs: its default and how it is written. */
interface WrittenField {
  defaultValue(): unknown;
  serialize(value: never): { value: unknown };
}

/** A field's stored form that a hand-written file leaves out: unticked, empty, or the field's default. */
const isDefault = (stored: unknown, defaultStored: unknown) =>
  stored === undefined || stored === null || stored === false || stored === '' || stored === defaultStored;

/**
 * The field, written only when it holds something: Keystatic writes an unticked box as `false`, an empty
 * text as `''` and a choice at its default, so a save of a file that leaves them out would add them. Read
 * back, a field left out is its default again.
 */
export function omitDefault<Field extends WrittenField>(field: Field): Field {
  const serialize = field.serialize as (value: unknown) => { value: unknown };
  const defaultStored = serialize(field.defaultValue()).value;
  return {
    ...field,
    serialize(value: unknown) {
      const stored = serialize(value);
      return isDefault(stored.value, defaultStored) ? { value: undefined } : stored;
    },
  };
}
