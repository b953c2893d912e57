import { pageArgs, paginated } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { ListImportsQuery } from "@/lib/validation/imports";
import { importInclude, toImportDto } from "./to-import-dto";

/** The team's imports, newest first, optionally of one list or in one status. */
export async function listImports({ teamId, listId, status, ...pagination }: ListImportsQuery & { teamId: string }) {
  const where = { teamId, ...(listId ? { listId } : {}), ...(status ? { status } : {}) };
  const [rows, total] = await Promise.all([
    db.contactImport.findMany({
      where,
      include: importInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.contactImport.count({ where }),
  ]);
  return paginated(rows.map(toImportDto), total, pagination);
}
