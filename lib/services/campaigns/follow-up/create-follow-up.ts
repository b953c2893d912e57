import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertEmailRoom } from "@/lib/services/billing/assert-email-room";
import { assertSendingAllowed } from "@/lib/services/billing/assert-sending-allowed";
import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { AbTest } from "@/lib/validation/ab-tests";
import type { FollowUpBody } from "@/lib/validation/follow-ups";
import { assertSendable } from "../audience";
import { publishRunEvent } from "../campaign-runs";
import { assertReferences } from "../check-campaign-fields";
import { enqueueCampaignRun } from "../enqueue-campaign-run";
import { campaignDto } from "../get-campaign";
import { campaignInclude, type CampaignRow } from "../to-campaign-dto";
import { countFollowUpAudience } from "./follow-up-audience";
import { followUpParentOrThrow } from "./get-follow-up-preview";

// POST /campaigns/{id}/follow-up: resend to non-openers. The follow-up is a campaign of its own
// (status, progress, report, pause and cancel as any other) whose audience is its parent's
// recipients without a human open when it starts (follow-up-audience.ts). Sent now (SENDING at
// once) or `afterHours` from now (SCHEDULED); the unique (campaignId, campaignRun, contactId) key
// of its Email rows makes it exactly-once per recipient like every campaign run.

const HOUR_MS = 3_600_000;
const ENDED = ["CANCELLED", "FAILED"];

function alreadyFollowedUp(followUp: { id: string }) {
  return ApiError.conflict("The campaign already has a follow-up: cancel it to create another", "CONFLICT", {
    followUpId: followUp.id,
  });
}

/** The original's template, or its A/B winner's when that variant had a template of its own. */
function defaultTemplateId(parent: CampaignRow): string | null {
  const test = parent.abTest as AbTest | null;
  const winner = test && parent.abWinner !== null ? test.variants[parent.abWinner] : undefined;
  return winner?.templateId ?? parent.templateId;
}

export async function createFollowUp({
  teamId,
  id,
  subject,
  afterHours = 0,
  templateId,
  name,
}: FollowUpBody & { teamId: string; id: string }) {
  const parent = await followUpParentOrThrow({ teamId, id });
  if (templateId) await assertReferences({ teamId, templateId });
  const live = parent.followUps.find((followUp) => !ENDED.includes(followUp.status));
  if (live) throw alreadyFollowedUp(live);

  const fields = {
    teamId,
    name: name ?? `${parent.name} (follow-up)`.slice(0, 200),
    followUpOfId: parent.id,
    subject,
    templateId: templateId ?? defaultTemplateId(parent),
    smtpConfigId: parent.smtpConfigId,
    timezone: parent.timezone,
    batchSize: parent.batchSize,
    batchDelay: parent.batchDelay,
  };
  // 422 when the template or the SMTP configuration is gone, or the sender's domain is not verified.
  await assertSendable({ ...parent, ...fields, listId: null, segmentId: null, abTest: null });
  const now = new Date();
  const recipients = await countFollowUpAudience({ teamId, followUpOfId: parent.id, id: null }, now);
  if (recipients === 0) {
    throw ApiError.unprocessable(
      "Nobody to follow up: every recipient opened the campaign, left the list or was already followed up",
      { campaignId: "has no non-openers to send to" },
    );
  }
  const scheduledFor = afterHours > 0 ? new Date(now.getTime() + afterHours * HOUR_MS) : null;
  if (scheduledFor) await assertSendingAllowed({ teamId });
  else await assertEmailRoom({ teamId, count: recipients });

  const start = scheduledFor
    ? { status: "SCHEDULED" as const, scheduledFor }
    : { status: "SENDING" as const, startedAt: now, runCount: 1, total: recipients };
  const create = (tx: Transaction) =>
    tx.campaign.create({
      data: {
        ...fields,
        schedule: "ONE_TIME",
        ...start,
        data: (parent.data ?? undefined) as Prisma.InputJsonValue | undefined,
      },
      include: campaignInclude,
    });
  let row: CampaignRow;
  try {
    row = await createWithinTeamLimit(
      { teamId, feature: "email_campaigns", count: (tx) => tx.campaign.count({ where: { teamId } }) },
      create,
    );
  } catch (error) {
    // Another request created one meanwhile (the partial unique index on followUpOfId).
    if (!isUniqueViolation(error)) throw error;
    const other = await followUpParentOrThrow({ teamId, id });
    throw alreadyFollowedUp(other.followUps.find((followUp) => !ENDED.includes(followUp.status)) ?? { id: "" });
  }
  if (row.status === "SENDING") await publishRunEvent("campaign.started", row.id);
  await enqueueCampaignRun(row);
  return campaignDto(row);
}
