import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { EmailStatus, Prisma } from "@/lib/generated/prisma/client";
import { toEmailDto } from "@/lib/services/emails/to-email-dto";
import { getCampaignRowOrThrow } from "./get-campaign";

/** GET /campaigns/{id}/emails: the campaign's Email rows (test sends included), newest first; `run` keeps one run's. */
export async function listCampaignEmails({
  teamId,
  id,
  status,
  run,
  ...pagination
}: Pagination & { teamId: string; id: string; status?: EmailStatus; run?: number }) {
  await getCampaignRowOrThrow({ teamId, id });
  const where: Prisma.EmailWhereInput = {
    teamId,
    campaignId: id,
    ...(status ? { status } : {}),
    ...(run !== undefined ? { campaignRun: run } : {}),
  };
  const [rows, total] = await Promise.all([
    db.email.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
    db.email.count({ where }),
  ]);
  return paginated(rows.map(toEmailDto), total, pagination);
}
