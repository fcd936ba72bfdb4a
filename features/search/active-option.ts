/** The option the arrow keys move to: wraps around; -1 (none) when there are no options. */
export function nextActive(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
