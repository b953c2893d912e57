import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

/** The languages Sendwell speaks as a select's options, each named in itself (and tagged so). */
export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}
