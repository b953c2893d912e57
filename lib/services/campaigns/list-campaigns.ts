import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { CampaignStatus, Prisma } from "@/lib/generated/prisma/client";
import { campaignInclude, toCampaignDtos } from "./to-campaign-dto";

/** The team's campaigns, newest first, searched by name/description and filtered by status. */
export async function listCampaigns({
  teamId,
  q,
  status,
  ...pagination
}: Pagination & { teamId: string; q?: string; status?: CampaignStatus }) {
  const where: Prisma.CampaignWhereInput = {
    teamId,
    ...(status ? { status } : {}),
    ...(q
      ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { description: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.campaign.findMany({
      where,
      include: campaignInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.campaign.count({ where }),
  ]);
  return paginated(await toCampaignDtos(rows), total, pagination);
}
