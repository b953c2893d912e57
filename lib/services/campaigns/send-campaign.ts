import { ApiError } from "@/lib/api/errors";
import { assertChecksPass } from "@/lib/services/checks/assert-checks-pass";
import { assertEmailRoom } from "@/lib/services/billing/assert-email-room";
import { assertSendable, countAudience } from "./audience";
import { publishRunEvent, runStartData } from "./campaign-runs";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { campaignDto } from "./get-campaign";
import { transitionCampaign } from "./transition-campaign";
import { assertLocalTime } from "./local-time/assert-local-time";

/** POST /campaigns/{id}/send: a DRAFT or SCHEDULED campaign starts sending now (202). */
export async function sendCampaign({ teamId, id }: { teamId: string; id: string }) {
  const startedAt = new Date();
  await assertChecksPass({ teamId, id });
  const { after } = await transitionCampaign({
    teamId,
    id,
    from: ["DRAFT", "SCHEDULED"],
    action: "sent",
    async data(row) {
      await assertSendable(row);
      assertLocalTime(row, { localDateGiven: true });
      const total = await countAudience(row, startedAt);
      if (total === 0 && row.segmentId)
        throw ApiError.unprocessable("The segment has no active contacts to send to", {
          segmentId: "has no active contacts",
        });
      if (total === 0)
        throw ApiError.unprocessable("The list has no active contacts to send to", {
          listId: "has no active contacts",
        });
      await assertEmailRoom({ teamId, count: total });
      return { ...runStartData(startedAt), total };
    },
  });
  await publishRunEvent("campaign.started", after.id);
  await enqueueCampaignRun(after);
  return campaignDto(after);
}
