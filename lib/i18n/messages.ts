import de from "./messages/de";
import en from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";
import type { Locale } from "./locales";

// Every language's messages, keyed alike (tests/i18n/messages.test.ts fails on a missing key).
export type Messages = typeof en;

const catalogs: Record<Locale, Messages> = { en, de, fr, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
