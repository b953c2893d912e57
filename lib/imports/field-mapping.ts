import { CONTACT_FIELDS, type ContactField } from "@/lib/contacts/contact-fields";
import { contactFieldForHeader } from "./header-aliases";

// An import's fieldsMap: CSV column header -> contact field, `metadata.<key>`, or "" to ignore the
// column. The import stores the resolved map (every column of the file, auto-matched ones
// included), so what the job does is exactly what the import shows.

export type ImportTarget = { kind: "field"; field: ContactField } | { kind: "metadata"; key: string };

export type FieldsMap = Record<string, string>;

const METADATA_PREFIX = "metadata.";
const MAX_METADATA_KEY_LENGTH = 100;

const FIELD_BY_LOWER_NAME = new Map(CONTACT_FIELDS.map((field) => [field.toLowerCase(), field]));

/**
 * What a fieldsMap value names: a contact field (any letter case: "firstname" is firstName), a
 * metadata key, null for "" (ignore), or undefined when it names nothing known.
 */
function parseImportTarget(value: string): ImportTarget | null | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (trimmed.startsWith(METADATA_PREFIX)) {
    const key = trimmed.slice(METADATA_PREFIX.length).trim();
    return key.length > 0 && key.length <= MAX_METADATA_KEY_LENGTH ? { kind: "metadata", key } : undefined;
  }
  const field = FIELD_BY_LOWER_NAME.get(trimmed.toLowerCase());
  return field ? { kind: "field", field } : undefined;
}

function formatImportTarget(target: ImportTarget | null): string {
  if (!target) return "";
  return target.kind === "field" ? target.field : `${METADATA_PREFIX}${target.key}`;
}

function targetKey(target: ImportTarget) {
  return target.kind === "field" ? target.field : `${METADATA_PREFIX}${target.key}`;
}

export type ResolvedMapping = {
  /** Every named column of the file, in file order, to its target ("" when ignored). */
  fieldsMap: FieldsMap;
  /** Problems with the explicit map, keyed `fieldsMap.<column>` as the error envelope shows them. */
  problems: Record<string, string>;
  hasEmail: boolean;
};

/**
 * The explicit map laid over auto-matching by header aliases. An explicit entry always wins: it
 * can ignore a column that would have matched ("") or take a field from the column that
 * auto-matched it. A header that appears twice is addressed by its first occurrence only.
 */
export function resolveFieldMapping(header: readonly string[], explicit: FieldsMap = {}): ResolvedMapping {
  const problems: Record<string, string> = {};
  const columns = [...new Set(header.filter((name) => name.trim() !== ""))];
  const targets = new Map<string, ImportTarget | null>();
  const takenBy = new Map<string, string>();

  for (const [column, value] of Object.entries(explicit)) {
    const detail = `fieldsMap.${column}`;
    if (!columns.includes(column)) {
      problems[detail] =
        `no column "${column}" in the file (columns: ${columns.map((name) => `"${name}"`).join(", ")})`;
      continue;
    }
    const target = parseImportTarget(value);
    if (target === undefined) {
      problems[detail] = `unknown field ${value}`;
      continue;
    }
    if (target) {
      const previous = takenBy.get(targetKey(target));
      if (previous !== undefined) {
        problems[detail] = `${targetKey(target)} is already mapped from column "${previous}"`;
        continue;
      }
      takenBy.set(targetKey(target), column);
    }
    targets.set(column, target);
  }

  for (const column of columns) {
    if (targets.has(column) || column in explicit) continue;
    const field = contactFieldForHeader(column);
    if (field && !takenBy.has(field)) {
      takenBy.set(field, column);
      targets.set(column, { kind: "field", field });
    }
  }

  const fieldsMap = Object.fromEntries(
    columns.map((column) => [column, formatImportTarget(targets.get(column) ?? null)]),
  );
  return { fieldsMap, problems, hasEmail: takenBy.has("email") };
}

/** The target of each column position of `header` under a resolved map (null: not imported). */
export function columnTargets(header: readonly string[], fieldsMap: FieldsMap): (ImportTarget | null)[] {
  const seen = new Set<string>();
  return header.map((column) => {
    if (seen.has(column)) return null;
    seen.add(column);
    const value = fieldsMap[column];
    return value === undefined ? null : (parseImportTarget(value) ?? null);
  });
}
