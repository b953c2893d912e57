import type { Campaign, Prisma } from "@/lib/generated/prisma/client";
import type { Feed } from "@/lib/validation/feeds";

/** The write of PATCH /campaigns/{id} `feed`: another address (or none) forgets what earlier runs sent. */
export function feedChange(row: Pick<Campaign, "feed">, feed: Feed | null): Prisma.CampaignUncheckedUpdateManyInput {
  const before = row.feed as Feed | null;
  const sameAddress = before !== null && feed !== null && before.url === feed.url;
  return {
    feed: (feed ?? null) as unknown as Prisma.InputJsonValue,
    ...(sameAddress
      ? {}
      : { feedState: null as unknown as Prisma.InputJsonValue, lastRunSkipped: null, lastRunSkippedReason: null }),
  };
}
