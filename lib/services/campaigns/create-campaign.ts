import type { Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { CreateCampaignBody } from "@/lib/validation/campaigns";
import { assertReferences, assertSchedule } from "./check-campaign-fields";
import { assertLocalTime } from "./local-time/assert-local-time";
import { campaignDto } from "./get-campaign";
import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { campaignInclude } from "./to-campaign-dto";

/** A new DRAFT campaign, within the plan's cap on campaigns (`email_campaigns`). */
export async function createCampaign({ teamId, ...body }: CreateCampaignBody & { teamId: string }) {
  await assertReferences({ teamId, ...body });
  const schedule = body.schedule ?? "ONE_TIME";
  const fields = {
    schedule,
    recurringSchedule: schedule === "RECURRING" ? (body.recurringSchedule ?? null) : null,
    cronExpression: body.cronExpression ?? null,
    scheduledFor: body.scheduledFor ?? null,
    // Without one, the schedule is read in the team's time zone (Settings -> Defaults).
    timezone: body.timezone ?? (await teamTimezone(teamId)),
  };
  assertSchedule({ ...fields, abTest: body.abTest }, { scheduledForGiven: body.scheduledFor != null });
  const local = { sendAt: body.sendAt ?? null, localTime: body.localTime ?? null, localDate: body.localDate ?? null };
  assertLocalTime({ ...fields, ...local, abTest: body.abTest }, { localDateGiven: body.localDate != null });
  const create = (tx: Transaction) =>
    tx.campaign.create({
      data: {
        teamId,
        name: body.name,
        description: body.description ?? null,
        listId: body.listId ?? null,
        segmentId: body.segmentId ?? null,
        topicId: body.topicId ?? null,
        abTest: (body.abTest ?? undefined) as Prisma.InputJsonValue | undefined,
        templateId: body.templateId ?? null,
        subject: body.subject ?? null,
        smtpConfigId: body.smtpConfigId ?? null,
        routeId: body.routeId ?? null,
        ...fields,
        ...local,
        batchSize: body.batchSize ?? null,
        batchDelay: BigInt(body.batchDelay ?? 0),
        data: (body.data ?? undefined) as Prisma.InputJsonValue | undefined,
        feed: (body.feed ?? undefined) as Prisma.InputJsonValue | undefined,
      },
      include: campaignInclude,
    });
  const row = await createWithinTeamLimit(
    { teamId, feature: "email_campaigns", count: (tx) => tx.campaign.count({ where: { teamId } }) },
    create,
  );
  return campaignDto(row);
}
