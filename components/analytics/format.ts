// Breakdown maps as report rows; the words and numbers come from useReportFormat (the reader's language).

export type BreakdownKind = "device" | "country" | "plain";

/** A breakdown map as rows, largest first; `label` names a key in the reader's language. */
export function breakdownRows(
  map: Record<string, number> | null | undefined,
  kind: BreakdownKind,
  label: (kind: BreakdownKind, key: string) => string,
) {
  return Object.entries(map ?? {})
    .filter(([, value]) => typeof value === "number" && value > 0)
    .map(([key, value]) => ({ key, label: label(kind, key), value }))
    .sort((left, right) => right.value - left.value);
}
