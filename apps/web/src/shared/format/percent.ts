/** A share (0 to 1) as a whole percentage: 0.375 → '38%'. */
export function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}
