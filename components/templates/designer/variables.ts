import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { firstNameOrFallback } from "@/lib/templates/starters/greeting";

/** The Liquid placeholders the designer offers; the server fills them per contact. */
/** `key` names the label in the designer.variables messages. */
const templateVariables = [
  { key: "firstName", liquid: "{{ firstName }}" },
  { key: "lastName", liquid: "{{ lastName }}" },
  { key: "email", liquid: "{{ email }}" },
  { key: "company", liquid: "{{ company }}" },
  { key: "firstNameOrThere", liquid: '{{ firstName | default: "there" }}' },
  { key: "unsubscribeUrl", liquid: "{{ unsubscribeUrl }}" },
  { key: "preferencesUrl", liquid: "{{ preferencesUrl }}" },
] as const;

/**
 * The placeholders in the reader's language: "First name, or “there”" falls back to the word a
 * greeting in that language uses ("zusammen", "à tous", "a todos"), as the starters do.
 */
export function templateVariablesFor(locale: string) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return templateVariables.map((variable) =>
    variable.key === "firstNameOrThere" ? { ...variable, liquid: firstNameOrFallback(language) } : variable,
  );
}

/** Inserts text at an input's caret (replacing any selection) and returns the new value and caret. */
export function insertAtCaret(input: HTMLInputElement | null, value: string, text: string) {
  const start = input?.selectionStart ?? value.length;
  const end = input?.selectionEnd ?? value.length;
  const before = value.slice(0, start);
  const spaced = before && !/\s$/.test(before) ? ` ${text}` : text;
  return { value: `${before}${spaced}${value.slice(end)}`, caret: start + spaced.length };
}
