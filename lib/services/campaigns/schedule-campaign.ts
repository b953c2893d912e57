import { ApiError } from "@/lib/api/errors";
import { assertChecksPass } from "@/lib/services/checks/assert-checks-pass";
import { assertSendingAllowed } from "@/lib/services/billing/assert-sending-allowed";
import type { ScheduleCampaignBody } from "@/lib/validation/campaigns";
import { assertSendable } from "./audience";
import { nextRunAt } from "@/lib/campaigns/campaign-schedule";
import { assertSchedule } from "./check-campaign-fields";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { campaignDto } from "./get-campaign";
import { transitionCampaign } from "./transition-campaign";
import { assertLocalTime } from "./local-time/assert-local-time";
import { firstLocalGroupAt, isLocalTime } from "./local-time/local-phase";

/**
 * POST /campaigns/{id}/schedule: DRAFT (or SCHEDULED, to move it) becomes SCHEDULED for its
 * scheduledFor (one-time) or next occurrence (recurring), optionally changing both first (202).
 */
export async function scheduleCampaign({
  teamId,
  id,
  scheduledFor,
  timezone,
}: ScheduleCampaignBody & { teamId: string; id: string }) {
  await assertChecksPass({ teamId, id });
  const { after } = await transitionCampaign({
    teamId,
    id,
    from: ["DRAFT", "SCHEDULED"],
    action: "scheduled",
    async data(row) {
      await assertSendable(row);
      await assertSendingAllowed({ teamId });
      const fields = { ...row, scheduledFor: scheduledFor ?? row.scheduledFor, timezone: timezone ?? row.timezone };
      if (isLocalTime(row)) {
        // A local-time campaign starts with its first group (local-time/local-groups.ts).
        if (scheduledFor)
          throw ApiError.validation("Invalid body", {
            scheduledFor: "is set by localDate and localTime when sendAt is recipient-local",
          });
        assertLocalTime(row, { localDateGiven: true });
        fields.scheduledFor = await firstLocalGroupAt(row);
      }
      assertSchedule(fields, { scheduledForGiven: true });
      if (!nextRunAt(fields, row.lastRunAt ?? undefined)) {
        throw ApiError.unprocessable(
          fields.schedule === "ONE_TIME"
            ? "Give scheduledFor: the moment to send"
            : "The schedule has no future occurrence",
          { scheduledFor: fields.schedule === "ONE_TIME" ? "is required" : "has no future occurrence" },
        );
      }
      return { status: "SCHEDULED", scheduledFor: fields.scheduledFor, timezone: fields.timezone };
    },
  });
  await enqueueCampaignRun(after);
  return campaignDto(after);
}
