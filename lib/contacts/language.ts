import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";

// A contact's language: one Sendwell speaks, stored as its lower-case base tag ("de-CH", "DE" and
// "de_at" are all "de"), so its public pages (unsubscribe, confirmation, signup answers) speak it.
// Shared by the API's schema, the CSV import and the dashboard (no server imports).

export const LANGUAGE_ERROR = `is not a supported language (${LOCALES.join(", ")})`;

/** The supported language a tag names ("de-CH" -> "de"), or null when it names none. */
export function contactLanguage(value: string): Locale | null {
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}
