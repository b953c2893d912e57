import { pageArgs, paginated } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListFilesQuery } from "@/lib/validation/files";
import { fileInclude, toFileDto } from "./to-file-dto";

/** LIKE treats % and _ as wildcards (and \ as their escape); a search for them means the characters. */
const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** The team's files, newest first; `q` matches part of the name, `type` a MIME type or prefix ("image/"). */
export async function listFiles({
  teamId,
  query: { q, type, ...pagination },
}: {
  teamId: string;
  query: ListFilesQuery;
}) {
  const where: Prisma.FileWhereInput = {
    teamId,
    ...(q ? { name: { contains: literal(q), mode: "insensitive" } } : {}),
    ...(type ? { type: { startsWith: literal(type) } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.file.findMany({
      where,
      include: fileInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.file.count({ where }),
  ]);
  const now = Date.now();
  return paginated(
    rows.map((row) => toFileDto(row, now)),
    total,
    pagination,
  );
}
