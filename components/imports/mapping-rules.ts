import type { FieldsMap } from "@/lib/queries/imports";
import { targetLabel, type ImportsTranslator } from "./import-format";

export type MappingProblems = {
  /** Per column: why its choice cannot stand. */
  columns: Record<string, string>;
  /** What blocks the import as a whole (no email column), for the alert above the table. */
  summary: string | null;
};

/** The columns a mapping addresses: named ones, each once (the API ignores repeats and blanks). */
export function mappableColumns(columns: readonly string[]) {
  return [...new Set(columns.filter((name) => name.trim() !== ""))];
}

/**
 * The rules POST /imports enforces, checked as the person edits: exactly one email column, and no
 * field or custom field fed by two columns.
 */
export function mappingProblems(
  t: ImportsTranslator,
  columns: readonly string[],
  fieldsMap: FieldsMap,
): MappingProblems {
  const quoted = (names: string[]) => names.map((name) => t("quoted", { name })).join(", ");
  const problems: Record<string, string> = {};
  const byTarget = new Map<string, string[]>();
  for (const column of mappableColumns(columns)) {
    const target = fieldsMap[column] ?? "";
    if (target === "") continue;
    byTarget.set(target, [...(byTarget.get(target) ?? []), column]);
  }
  for (const [target, sources] of byTarget) {
    if (sources.length < 2) continue;
    for (const column of sources) {
      const others = quoted(sources.filter((name) => name !== column));
      problems[column] =
        target === "email"
          ? t("problems.onlyOneEmail", { others })
          : t("problems.fieldTwice", { field: targetLabel(t, target), others });
    }
  }
  const emailColumns = byTarget.get("email") ?? [];
  const summary =
    emailColumns.length === 0
      ? t("problems.chooseEmail")
      : emailColumns.length > 1
        ? t("problems.manyEmail", { count: emailColumns.length, columns: quoted(emailColumns) })
        : Object.keys(problems).length > 0
          ? t("problems.duplicates")
          : null;
  return { columns: problems, summary };
}

/** Server problems keyed `fieldsMap.<column>` (400 Invalid fieldsMap) as per-column messages. */
export function columnProblemsFromDetails(details: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details)
      .filter(([key]) => key.startsWith("fieldsMap."))
      .map(([key, message]) => [key.slice("fieldsMap.".length), message.charAt(0).toUpperCase() + message.slice(1)]),
  );
}
