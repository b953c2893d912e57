import type { Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import { campaignDto, getCampaignRowOrThrow } from "./get-campaign";
import { campaignInclude } from "./to-campaign-dto";

/** POST /campaigns/{id}/duplicate (201): a DRAFT copy of the content and settings, no progress. */
export async function duplicateCampaign({ teamId, id }: { teamId: string; id: string }) {
  const source = await getCampaignRowOrThrow({ teamId, id });
  const create = (tx: Transaction) =>
    tx.campaign.create({
      data: {
        teamId,
        name: `${source.name} (copy)`.slice(0, 200),
        description: source.description,
        listId: source.list && !source.list.isDeleted ? source.listId : null,
        segmentId: source.segment && !source.segment.isDeleted ? source.segmentId : null,
        abTest: (source.abTest ?? undefined) as Prisma.InputJsonValue | undefined,
        templateId: source.template && !source.template.isDeleted ? source.templateId : null,
        smtpConfigId: source.smtpConfig && !source.smtpConfig.isDeleted ? source.smtpConfigId : null,
        schedule: source.schedule,
        recurringSchedule: source.recurringSchedule,
        cronExpression: source.cronExpression,
        // A one-time moment that has passed is not copied: the copy would be unschedulable as is.
        scheduledFor:
          source.scheduledFor && (source.schedule === "RECURRING" || source.scheduledFor > new Date())
            ? source.scheduledFor
            : null,
        timezone: source.timezone,
        // A local date keeps its meaning only while it is ahead; the copy's owner picks it again.
        sendAt: source.sendAt,
        localTime: source.localTime,
        batchSize: source.batchSize,
        batchDelay: source.batchDelay,
        data: (source.data ?? undefined) as Prisma.InputJsonValue | undefined,
        feed: (source.feed ?? undefined) as Prisma.InputJsonValue | undefined,
      },
      include: campaignInclude,
    });
  const copy = await createWithinTeamLimit(
    { teamId, feature: "email_campaigns", count: (tx) => tx.campaign.count({ where: { teamId } }) },
    create,
  );
  return campaignDto(copy);
}
