import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import type { Locale } from "./locales";

// Every language's messages, keyed alike (tests/i18n/messages.test.ts fails on a missing key).
export type Messages = typeof en;

const catalogs: Record<Locale, Messages> = { en, de, fr, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
