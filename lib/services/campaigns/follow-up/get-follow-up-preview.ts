import { db } from "@/lib/db";
import { getCampaignRowOrThrow } from "../get-campaign";
import type { CampaignRow } from "../to-campaign-dto";
import { invalidState } from "../transition-campaign";
import { countFollowUpAudience } from "./follow-up-audience";

/** The team's campaign, when it can be followed up: 404 if unknown or another team's, 409 INVALID_STATE unless SENT. */
export async function followUpParentOrThrow({ teamId, id }: { teamId: string; id: string }): Promise<CampaignRow> {
  const parent = await getCampaignRowOrThrow({ teamId, id });
  // Only a finished one-time send has a fixed set of recipients to look for non-openers in (a
  // recurring series goes back to SCHEDULED between runs).
  if (parent.status !== "SENT") throw invalidState("followed up", parent.status);
  return parent;
}

/** GET /campaigns/{id}/follow-up: how many a follow-up created now would reach, and the follow-ups so far. */
export async function getFollowUpPreview({ teamId, id }: { teamId: string; id: string }) {
  const parent = await followUpParentOrThrow({ teamId, id });
  const [recipients, sent] = await Promise.all([
    countFollowUpAudience({ teamId, followUpOfId: parent.id, id: null }, new Date()),
    db.email.count({ where: { campaignId: parent.id, campaignRun: parent.runCount, test: false, status: "SENT" } }),
  ]);
  return { campaignId: parent.id, recipients, sent, followUps: parent.followUps };
}
