import * as de from "./messages/de";
import * as en from "./messages/en";
import * as es from "./messages/es";
import * as fr from "./messages/fr";
import type { Locale } from "./locales";

// Every language's messages, keyed alike (tests/i18n/messages.test.ts fails on a missing key).
export type Messages = typeof en;

const catalogs: Record<Locale, Messages> = { en: plain(en), de: plain(de), fr: plain(fr), es: plain(es) };

/**
 * A language's index re-exports its area files, one line each; next-intl hands the messages to the
 * client provider, and React passes only plain objects to the browser, not module namespaces.
 */
function plain(language: Messages): Messages {
  return { ...language };
}

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
