import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EmailFilters } from "@/lib/validation/emails";
import { toEmailDto } from "./to-email-dto";

/** The team's emails (single and campaign mail), newest first, by status and text in `to`/`subject`. */
export async function listEmails({ teamId, page, limit, status, q }: EmailFilters & { teamId: string }) {
  const where: Prisma.EmailWhereInput = {
    teamId,
    ...(status ? { status } : {}),
    ...(q
      ? { OR: [{ to: { contains: q, mode: "insensitive" } }, { subject: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const pagination: Pagination = { page, limit };
  const [rows, total] = await Promise.all([
    db.email.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
    db.email.count({ where }),
  ]);
  return paginated(rows.map(toEmailDto), total, pagination);
}
