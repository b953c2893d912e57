import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import type { Contact, Tag } from "@/lib/generated/prisma/client";

// The columns of a list export (docs/contract.md section 12: docs/interface.md's field names), in this order.
export const EXPORT_COLUMNS = [...CONTACT_FIELDS, "status", "tags", "metadata", "createdAt"] as const;

export type ExportedContact = Contact & { tags: Pick<Tag, "name" | "value">[] };

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text (docs/contract.md section 18): one starting like a formula gets a
 * leading apostrophe, which Excel, LibreOffice and Google Sheets take as "text" and do not display.
 */
function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV record: tags as `name` or `name=value` joined by `;`, metadata as JSON text. */
export function toCsvRecord(contact: ExportedContact): string[] {
  return [
    ...CONTACT_FIELDS.map((field) => contact[field] ?? ""),
    contact.status,
    contact.tags.map(({ name, value }) => (value === null ? name : `${name}=${value}`)).join(";"),
    contact.metadata === null ? "" : JSON.stringify(contact.metadata),
    contact.createdAt.toISOString(),
  ].map(neutraliseCell);
}

/** "Newsletter (Français)!" -> "newsletter-francais": a file name every system accepts. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "list";
}
