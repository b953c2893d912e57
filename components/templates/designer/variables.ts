/** The Liquid placeholders the designer offers; the server fills them per contact. */
/** `key` names the label in the designer.variables messages. */
export const templateVariables = [
  { key: "firstName", liquid: "{{ firstName }}" },
  { key: "lastName", liquid: "{{ lastName }}" },
  { key: "email", liquid: "{{ email }}" },
  { key: "company", liquid: "{{ company }}" },
  { key: "firstNameOrThere", liquid: '{{ firstName | default: "there" }}' },
  { key: "unsubscribeUrl", liquid: "{{ unsubscribeUrl }}" },
] as const;

/** Inserts text at an input's caret (replacing any selection) and returns the new value and caret. */
export function insertAtCaret(input: HTMLInputElement | null, value: string, text: string) {
  const start = input?.selectionStart ?? value.length;
  const end = input?.selectionEnd ?? value.length;
  const before = value.slice(0, start);
  const spaced = before && !/\s$/.test(before) ? ` ${text}` : text;
  return { value: `${before}${spaced}${value.slice(end)}`, caret: start + spaced.length };
}
