import type { Locale } from "@/lib/i18n/locales";

// The word a greeting falls back to when a contact has no first name: "Hi there", "Hallo zusammen",
// "Bonjour à tous", "Hola a todos". Shared by the starters and the designer's variables menu.
// Client-safe: no server imports.

const GREETING_FALLBACK: Record<Locale, string> = { en: "there", de: "zusammen", fr: "à tous", es: "a todos" };

/** `{{ firstName | default: "there" }}` with the fallback word of a language. */
export function firstNameOrFallback(locale: Locale): string {
  return `{{ firstName | default: "${GREETING_FALLBACK[locale]}" }}`;
}
