import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { onReplica, readDb } from "@/lib/db/read-replica";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EmailFilters } from "@/lib/validation/emails";
import { toEmailDto } from "./to-email-dto";

/** The team's emails (single and campaign mail), newest first, by status, stream and text in `to`/`subject`. */
export async function listEmails({ teamId, page, limit, status, stream, q }: EmailFilters & { teamId: string }) {
  const where: Prisma.EmailWhereInput = {
    teamId,
    ...(status ? { status } : {}),
    ...(stream ? { stream } : {}),
    ...(q
      ? { OR: [{ to: { contains: q, mode: "insensitive" } }, { subject: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const pagination: Pagination = { page, limit };
  // A list page may be a moment stale: it reads the read replica when there is one (lib/db/read-replica.ts).
  const [rows, total] = await onReplica(() =>
    Promise.all([
      readDb().email.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
      readDb().email.count({ where }),
    ]),
  );
  return paginated(rows.map(toEmailDto), total, pagination);
}
