// A contact's time zone: an IANA name the runtime's time zone data knows ("Europe/Paris"), stored
// in its canonical spelling ("europe/paris" and "Europe/Paris" are one zone, so campaigns group
// them together). Offsets ("+01:00") and abbreviations that name no zone are refused. Shared by
// the API's schema, the CSV import and the dashboard (no server imports).

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

export const TIMEZONE_ERROR = "is not a known IANA timezone (for example Europe/Paris)";

/** The canonical name of an IANA time zone, or null when the value names none. */
export function canonicalTimezone(value: string): string | null {
  const name = value.trim();
  if (!ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
