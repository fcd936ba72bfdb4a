/** One row of a `<ComparisonTable>`: what is compared, then ours, then theirs. */
export default function ComparisonRow({ feature, us, them }: { feature: string; us: string; them: string }) {
  return (
    <tr>
      <th scope="row">{feature}</th>
      <td>{us}</td>
      <td>{them}</td>
    </tr>
  );
}
