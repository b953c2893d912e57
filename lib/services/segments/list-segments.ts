import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toSegmentDto } from "./to-segment-dto";

/** The team's segments, newest first, optionally searched by name or description. */
export async function listSegments({ teamId, q, ...pagination }: Pagination & { teamId: string; q?: string }) {
  const where: Prisma.SegmentWhereInput = {
    teamId,
    ...nameOrDescriptionContains(q),
  };
  const [rows, total] = await Promise.all([
    db.segment.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
    db.segment.count({ where }),
  ]);
  return paginated(rows.map(toSegmentDto), total, pagination);
}
