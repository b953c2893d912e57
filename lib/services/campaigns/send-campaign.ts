import { assertChecksPass } from "@/lib/services/checks/assert-checks-pass";
import { assertSendable } from "./audience";
import { runStartData } from "./campaign-runs";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { campaignDto } from "./get-campaign";
import { publishRunStarted, sendRunTotal } from "./run-total";
import { transitionCampaign } from "./transition-campaign";
import { assertLocalTime } from "./local-time/assert-local-time";

/**
 * POST /campaigns/{id}/send: a DRAFT or SCHEDULED campaign starts sending now (202). The audience
 * is counted only up to a bound here (run-total.ts), so a million-recipient run's first batch is
 * not held up by counting it.
 */
export async function sendCampaign({ teamId, id }: { teamId: string; id: string }) {
  const startedAt = new Date();
  await assertChecksPass({ teamId, id });
  let run = { total: 0, exact: true };
  const { after } = await transitionCampaign({
    teamId,
    id,
    from: ["DRAFT", "SCHEDULED"],
    action: "sent",
    async data(row) {
      await assertSendable(row);
      assertLocalTime(row, { localDateGiven: true });
      run = await sendRunTotal(row, startedAt);
      return { ...runStartData(startedAt), total: run.total };
    },
  });
  await publishRunStarted(after.id, run);
  await enqueueCampaignRun(after);
  return campaignDto(after);
}
