import type { Prisma } from "@/lib/generated/prisma/client";
import type { FieldsMap } from "@/lib/imports";

/** What every import read loads: the list's name and the file's name, size and type. */
export const importInclude = {
  list: { select: { id: true, name: true } },
  file: { select: { id: true, name: true, size: true, type: true } },
} satisfies Prisma.ContactImportInclude;

export type ImportRow = Prisma.ContactImportGetPayload<{ include: typeof importInclude }>;

export type ImportError = { row: number | null; email: string | null; reason: string };

/** processed / total, kept within 0..1 (a malformed file's estimate can run short until the end). */
function importProgress({ status, processed, total }: Pick<ImportRow, "status" | "processed" | "total">): number {
  if (status === "COMPLETED") return 1;
  if (total <= 0) return 0;
  return Math.min(1, processed / total);
}

export function toImportDto({ flowsCursor: _cursor, flowsDoneAt: _done, ...row }: ImportRow) {
  return {
    ...row,
    fieldsMap: (row.fieldsMap ?? {}) as FieldsMap,
    errors: row.errors as ImportError[],
    progress: importProgress(row),
  };
}

export type ImportDto = ReturnType<typeof toImportDto>;
