// Figures of the reports as a marketer reads them.

const countFormat = new Intl.NumberFormat(undefined);
const compactFormat = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

export const formatCount = (value: number) => countFormat.format(value);
export const formatCompact = (value: number) => compactFormat.format(value);

/**
 * A rate as the API gives it (a fraction 0..1, API.md section 12) as a percentage: 0.425 ->
 * "42.5%"; "<0.1%" for tiny non-zero rates.
 */
export function formatPercent(rate: number | null | undefined) {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return "–";
  const percent = rate * 100;
  if (percent === 0) return "0%";
  if (percent > 0 && percent < 0.1) return "<0.1%";
  return `${Number(percent.toFixed(percent >= 10 ? 1 : 2))}%`;
}

/** An axis tick on a rate axis (fractions 0..1): 0.25 -> "25%", 0.025 -> "2.5%". */
export const formatRateTick = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

const NS_PER_SECOND = 1_000_000_000;

/** A duration in nanoseconds (SPEC.md) as "45s", "3m 20s", "2h 5m", "3d 4h"; "–" when none. */
export function formatDuration(nanoseconds: number | null | undefined) {
  if (!nanoseconds || nanoseconds <= 0) return "–";
  const seconds = Math.round(nanoseconds / NS_PER_SECOND);
  if (seconds < 1) return "<1s";
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}d ${hours % 24}h` : `${days}d`;
}

const DEVICE_LABELS: Record<string, string> = { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet", other: "Other" };
const regionNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(undefined, { type: "region" }) : null;

export type BreakdownKind = "device" | "country" | "plain";

/** "mobile" -> "Mobile"; "FR" -> "France"; other labels as given, "Unknown" for blanks. */
export function labelOf(kind: BreakdownKind, key: string) {
  if (!key || key === "null" || key === "undefined" || key.toLowerCase() === "unknown") return "Unknown";
  if (kind === "device") return DEVICE_LABELS[key.toLowerCase()] ?? key;
  if (kind === "country" && /^[A-Z]{2}$/i.test(key)) {
    try {
      return regionNames?.of(key.toUpperCase()) ?? key;
    } catch {
      return key;
    }
  }
  return key;
}

/** A breakdown map as rows, largest first; `label` names a key (the reader's language in the dashboard). */
export function breakdownRows(map: Record<string, number> | null | undefined, kind: BreakdownKind = "plain", label: typeof labelOf = labelOf) {
  return Object.entries(map ?? {})
    .filter(([, value]) => typeof value === "number" && value > 0)
    .map(([key, value]) => ({ key, label: label(kind, key), value }))
    .sort((left, right) => right.value - left.value);
}

export const sumOf = (map: Record<string, number> | null | undefined) => Object.values(map ?? {}).reduce((total, value) => total + (value || 0), 0);
