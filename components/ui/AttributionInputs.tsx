/**
 * The hidden inputs that carry where a lead came from (the page, the visit's first UTM tags, its external
 * referrer), one per name in `fields`. Empty in the HTML: the page script fills them just before any
 * submit (src/page-script/attribution.ts).
 */
export function AttributionInputs({ fields }: { fields: readonly string[] }) {
  return fields.map((key) => <input key={key} type="hidden" name={key} defaultValue="" data-attribution={key} />);
}
