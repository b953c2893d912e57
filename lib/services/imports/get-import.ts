import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { importInclude, toImportDto } from "./to-import-dto";

/** The team's import with its progress; 404 for an unknown id or another team's. */
export async function getImport({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.contactImport.findFirst({ where: { id, teamId }, include: importInclude });
  if (!row) throw ApiError.notFound("Import not found");
  return toImportDto(row);
}
