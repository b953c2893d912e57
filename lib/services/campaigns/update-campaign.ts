import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UpdateCampaignBody } from "@/lib/validation/campaigns";
import { assertReferences, assertSchedule } from "./check-campaign-fields";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { campaignDto, getCampaignRowOrThrow } from "./get-campaign";
import { EDITABLE, invalidState } from "./transition-campaign";
import { assertLocalTime } from "./local-time/assert-local-time";
import { firstLocalGroupAt, isLocalTime } from "./local-time/local-phase";
import { campaignInclude } from "./to-campaign-dto";
import { feedChange } from "./feed/feed-change";

/**
 * Changes the given fields of a DRAFT, SCHEDULED or PAUSED campaign (409 INVALID_STATE otherwise).
 * A SCHEDULED campaign whose schedule changes gets a job for its new moment; the job queued for the
 * old moment finds it is no longer the next run and does nothing.
 */
export async function updateCampaign({ teamId, id, ...body }: UpdateCampaignBody & { teamId: string; id: string }) {
  const row = await getCampaignRowOrThrow({ teamId, id });
  if (!EDITABLE.includes(row.status)) throw invalidState("edited", row.status);
  await assertReferences({ teamId, ...body });
  if (body.abTest !== undefined && row.abPhase !== null)
    throw ApiError.invalidState("The A/B test of a campaign that started sending cannot be changed");
  const merged = {
    schedule: body.schedule ?? row.schedule,
    recurringSchedule: body.recurringSchedule !== undefined ? body.recurringSchedule : row.recurringSchedule,
    cronExpression: body.cronExpression !== undefined ? body.cronExpression : row.cronExpression,
    scheduledFor: body.scheduledFor !== undefined ? body.scheduledFor : row.scheduledFor,
    timezone: body.timezone ?? row.timezone,
  };
  if (merged.schedule === "ONE_TIME") merged.recurringSchedule = null;
  assertSchedule(
    { ...merged, abTest: body.abTest !== undefined ? body.abTest : row.abTest },
    { scheduledForGiven: body.scheduledFor != null },
  );
  const local = {
    sendAt: body.sendAt !== undefined ? body.sendAt : row.sendAt,
    localTime: body.localTime !== undefined ? body.localTime : row.localTime,
    localDate: body.localDate !== undefined ? body.localDate : row.localDate,
  };
  assertLocalTime(
    { ...merged, ...local, abTest: body.abTest !== undefined ? body.abTest : row.abTest },
    { localDateGiven: body.localDate != null },
  );
  // A scheduled local-time campaign starts at its first group, which moves with these fields.
  if (row.status === "SCHEDULED" && isLocalTime(local))
    merged.scheduledFor = await firstLocalGroupAt({ ...row, ...merged, ...local });

  const { batchDelay, data, abTest, feed, ...rest } = body;
  // The audience is one or the other: choosing a segment clears the list and the other way round.
  if (body.segmentId && body.listId === undefined) rest.listId = null;
  if (body.listId && body.segmentId === undefined) rest.segmentId = null;
  const changed = await db.campaign.updateMany({
    where: { id, teamId, status: row.status },
    data: {
      ...rest,
      ...merged,
      ...(batchDelay !== undefined ? { batchDelay: BigInt(batchDelay) } : {}),
      ...(abTest !== undefined
        ? { abTest: abTest === null ? (null as unknown as Prisma.InputJsonValue) : (abTest as Prisma.InputJsonValue) }
        : {}),
      ...(data !== undefined
        ? { data: data === null ? (null as unknown as Prisma.InputJsonValue) : (data as Prisma.InputJsonValue) }
        : {}),
      ...(feed !== undefined ? feedChange(row, feed) : {}),
    },
  });
  if (changed.count === 0) throw ApiError.invalidState("The campaign changed state meanwhile; reload it and try again");
  const after = await db.campaign.findFirstOrThrow({ where: { id, teamId }, include: campaignInclude });
  if (after.status === "SCHEDULED") await enqueueCampaignRun(after);
  return campaignDto(after);
}
