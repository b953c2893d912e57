import { createTranslator } from "next-intl";
import { escapeHtml } from "@/lib/html/escape-html";
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "./locales";
import { messagesFor } from "./messages";

/**
 * Messages of the public pages (unsubscribe, confirmation, signup answers), rendered to HTML
 * strings outside React. `html(key, values)` escapes every value and turns the messages' <strong>
 * and <address> tags into markup.
 */
export function publicTranslator(locale: Locale = DEFAULT_LOCALE) {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "public" });
  type Key = Parameters<typeof t>[0];
  const text = (key: Key, values?: Record<string, string>) => t(key, values);
  const html = (key: Key, values: Record<string, string> = {}) =>
    t.markup(key, {
      ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)])),
      strong: (chunks: string) => `<strong>${chunks}</strong>`,
      address: (chunks: string) => `<span class="address">${chunks}</span>`,
    });
  return { locale, text, html };
}

export type PublicTranslator = ReturnType<typeof publicTranslator>;

/** For pages where the team is unknown (a forged link): the browser's language. */
export function browserTranslator(request: Request) {
  return publicTranslator(localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE);
}

/**
 * For one reader's page: the first supported language of `preferences` (the contact's own, then
 * the team's), else the browser's, else English.
 */
export function readerTranslator(request: Request, ...preferences: (string | null | undefined)[]) {
  return publicTranslator(
    preferences.find(isLocale) ?? localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE,
  );
}

/** Messages of Sendwell's own mail to people (messages `systemMail`), as plain text; the caller escapes. */
export function systemMailTranslator(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: "systemMail" });
}
