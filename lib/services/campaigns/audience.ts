import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import type { Campaign, Prisma } from "@/lib/generated/prisma/client";

// A run's audience: the list's ACTIVE contacts that existed when the run started. Contacts added
// later have a later createdAt and wait for the next run; the walk goes by contact id.

export function audienceWhere(campaign: Pick<Campaign, "teamId" | "listId">, startedAt: Date): Prisma.ContactWhereInput {
  return { teamId: campaign.teamId, listId: campaign.listId!, status: "ACTIVE", createdAt: { lte: startedAt } };
}

export function countAudience(campaign: Pick<Campaign, "teamId" | "listId">, startedAt: Date) {
  return db.contact.count({ where: audienceWhere(campaign, startedAt) });
}

/** 422 unless the campaign names a list, a template and an SMTP configuration (all still live). */
export async function assertSendable(campaign: Campaign) {
  const missing: Record<string, string> = {};
  const [list, template, smtp] = await Promise.all([
    campaign.listId ? db.mailingList.findFirst({ where: { id: campaign.listId, teamId: campaign.teamId }, select: { id: true } }) : null,
    campaign.templateId ? db.template.findFirst({ where: { id: campaign.templateId, teamId: campaign.teamId }, select: { id: true } }) : null,
    campaign.smtpConfigId ? db.sMTPConfig.findFirst({ where: { id: campaign.smtpConfigId, teamId: campaign.teamId, isActive: true }, select: { fromEmail: true } }) : null,
  ]);
  if (!list) missing.listId = "is required: choose the mailing list to send to";
  if (!template) missing.templateId = "is required: choose the template to send";
  if (!smtp) missing.smtpConfigId = "is required: choose an active SMTP configuration";
  if (Object.keys(missing).length > 0) throw ApiError.unprocessable("The campaign is not ready to send", missing);
  await assertSenderDomain({ teamId: campaign.teamId, from: smtp!.fromEmail, field: "smtpConfigId" });
}
