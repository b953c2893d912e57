import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { onReplica, readDb } from "@/lib/db/read-replica";
import { nameOrDescriptionContains } from "@/lib/db/name-search";
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
    ...nameOrDescriptionContains(q),
  };
  // A list page may be a moment stale: it reads the read replica when there is one (lib/db/read-replica.ts).
  const [rows, total] = await onReplica(() =>
    Promise.all([
      readDb().campaign.findMany({
        where,
        include: campaignInclude,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...pageArgs(pagination),
      }),
      readDb().campaign.count({ where }),
    ]),
  );
  return paginated(await toCampaignDtos(rows), total, pagination);
}
