/** The Liquid placeholders the designer offers; the server fills them per contact. */
export const templateVariables = [
  { label: "First name", liquid: "{{ firstName }}" },
  { label: "Last name", liquid: "{{ lastName }}" },
  { label: "Email address", liquid: "{{ email }}" },
  { label: "Company", liquid: "{{ company }}" },
  { label: "First name, or “there”", liquid: '{{ firstName | default: "there" }}' },
  { label: "Unsubscribe link", liquid: "{{ unsubscribeUrl }}" },
] as const;

/** Inserts text at an input's caret (replacing any selection) and returns the new value and caret. */
export function insertAtCaret(input: HTMLInputElement | null, value: string, text: string) {
  const start = input?.selectionStart ?? value.length;
  const end = input?.selectionEnd ?? value.length;
  const before = value.slice(0, start);
  const spaced = before && !/\s$/.test(before) ? ` ${text}` : text;
  return { value: `${before}${spaced}${value.slice(end)}`, caret: start + spaced.length };
}
