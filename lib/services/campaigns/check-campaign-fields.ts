import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import { LAYOUT_NOT_SENDABLE } from "@/lib/services/templates/template-layout";
import { assertRouteOfTeam } from "@/lib/services/sending-routes/resolve-route";
import type { UpdateCampaignBody } from "@/lib/validation/campaigns";

// The checks a create or an update needs beyond each field's schema: the referenced list, template
// and SMTP config must be the team's live ones (404 otherwise, as for any foreign id), and the
// schedule must be complete and, for a one-time campaign, ahead.

type Fields = Pick<Campaign, "schedule" | "recurringSchedule" | "cronExpression" | "scheduledFor" | "timezone">;

export async function assertReferences({
  teamId,
  listId,
  segmentId,
  topicId,
  templateId,
  smtpConfigId,
  routeId,
  abTest,
}: { teamId: string } & Pick<
  UpdateCampaignBody,
  "listId" | "segmentId" | "topicId" | "templateId" | "smtpConfigId" | "routeId" | "abTest"
>) {
  if (listId && segmentId)
    throw ApiError.validation("Invalid body", { segmentId: "give listId or segmentId, not both" });
  const [list, segment, template, smtp] = await Promise.all([
    listId ? db.mailingList.findFirst({ where: { id: listId, teamId }, select: { id: true } }) : true,
    segmentId ? db.segment.findFirst({ where: { id: segmentId, teamId }, select: { id: true } }) : true,
    templateId ? db.template.findFirst({ where: { id: templateId, teamId }, select: { kind: true } }) : true,
    smtpConfigId ? db.sMTPConfig.findFirst({ where: { id: smtpConfigId, teamId }, select: { id: true } }) : true,
  ]);
  if (!list) throw ApiError.notFound("List not found");
  if (!segment) throw ApiError.notFound("Segment not found");
  if (topicId && !(await db.topic.findFirst({ where: { id: topicId, teamId }, select: { id: true } })))
    throw ApiError.notFound("Topic not found");
  if (!template) throw ApiError.notFound("Template not found");
  if (template !== true && template.kind === "layout") throw ApiError.validation("Invalid body", LAYOUT_NOT_SENDABLE);
  if (!smtp) throw ApiError.notFound("SMTP configuration not found");
  if (routeId) await assertRouteOfTeam({ teamId, routeId });
  // A/B variants may name other templates of the team (docs/contract.md section 16).
  const variantTemplates = [
    ...new Set((abTest?.variants ?? []).flatMap((variant) => (variant.templateId ? [variant.templateId] : []))),
  ];
  if (variantTemplates.length === 0) return;
  const found = await db.template.findMany({
    where: { teamId, id: { in: variantTemplates } },
    select: { kind: true },
  });
  if (found.length !== variantTemplates.length) throw ApiError.notFound("Template not found");
  if (found.some(({ kind }) => kind === "layout"))
    throw ApiError.validation("Invalid body", {
      abTest: "a variant's templateId is a layout: pick a template that uses it",
    });
}

/** 400 for an incomplete recurring schedule; 422 for a one-time scheduledFor that has passed. */
export function assertSchedule(
  fields: Fields & { abTest?: unknown },
  { scheduledForGiven }: { scheduledForGiven: boolean },
) {
  if (fields.schedule === "RECURRING" && fields.abTest) {
    throw ApiError.validation("Invalid body", { abTest: "works with ONE_TIME campaigns only" });
  }
  if (fields.schedule === "RECURRING" && !fields.recurringSchedule) {
    throw ApiError.validation("Invalid body", { recurringSchedule: "is required when schedule is RECURRING" });
  }
  if (fields.schedule === "RECURRING" && fields.recurringSchedule === "CUSTOM" && !fields.cronExpression) {
    throw ApiError.validation("Invalid body", { cronExpression: "is required when recurringSchedule is CUSTOM" });
  }
  // A recurring series may start from a past anchor (its time of day is what matters).
  if (
    scheduledForGiven &&
    fields.schedule === "ONE_TIME" &&
    fields.scheduledFor &&
    fields.scheduledFor.getTime() <= Date.now()
  ) {
    throw ApiError.unprocessable("scheduledFor is in the past: pick a moment in the future", {
      scheduledFor: "must be in the future",
    });
  }
}
