/**
 * schema.org data as an inline <script type="application/ld+json">, made at build time: search
 * engines read it from the HTML. `<` is escaped so no string can end the script early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
