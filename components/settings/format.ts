// Expiry checks for the settings tables. Dates are formatted with next-intl (use-relative-time.ts).

export function isPast(iso: string | null, now = Date.now()) {
  return iso !== null && new Date(iso).getTime() <= now;
}
