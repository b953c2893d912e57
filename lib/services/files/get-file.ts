import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { fileInclude, toFileDto, type FileRow } from "./to-file-dto";

export const fileNotFound = () => ApiError.notFound("File not found");

/** The team's live file row; 404 when it does not exist, is deleted, or belongs to another team. */
export async function getFileRowOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<FileRow> {
  const row = await db.file.findFirst({ where: { id, teamId }, include: fileInclude });
  if (!row) throw fileNotFound();
  return row;
}

export async function getFile({ teamId, id }: { teamId: string; id: string }) {
  return toFileDto(await getFileRowOrThrow({ teamId, id }));
}
