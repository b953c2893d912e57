import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runCampaign } from "@/lib/services/campaigns/run-campaign";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign } from "../campaigns/fixtures";
import { killCampaignChildMidSend, sendRequeuedEmails, useCountingPeerAndJobs } from "../campaigns/kill-campaign-child";

// Exactly-once across an A/B campaign's phases with its worker killed (SIGKILL) in the middle of
// the winner's send, as in tests/campaigns/campaign-crash.test.ts: nobody gets two messages (the
// test group's contacts keep their one variant), and the only ones missed are the rows that were
// mid-exchange at the kill. Needs a database two processes share (PostgreSQL, TEST_DATABASE_URL).

const usePeer = useCountingPeerAndJobs();

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("an A/B campaign's worker killed in the winner's send", () => {
  it("restarts with no duplicates across the test and winner phases", async () => {
    const TOTAL = 300;
    const peer = usePeer();
    const abTest = { variants: [{ subject: "A" }, { subject: "B" }], testPercent: 10, metric: "open", waitHours: 1 };
    const { token, audience, campaign } = await draftCampaign(
      peer.port,
      { active: TOTAL },
      { subject: "Default", maxSendRate: 100, name: "A/B kill", abTest },
    );
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    expect(await runCampaign({ campaignId: campaign.id })).toBe("WAITING");
    expect(audience.active.filter((address) => peer.count(address) === 1)).toHaveLength(30);
    await db.campaign.update({ where: { id: campaign.id }, data: { abTestEndsAt: new Date(Date.now() - 1000) } });

    const arrived = () => audience.active.filter((address) => peer.count(address) > 0).length;
    await killCampaignChildMidSend({ campaignId: campaign.id, arrived, killAt: 130 });
    expect(arrived()).toBeLessThan(TOTAL);
    expect((await db.campaign.findFirstOrThrow({ where: { id: campaign.id } })).abPhase).toBe("WINNER");

    // The restart runs the fan-out itself (the job would first wait out the dead worker's run lease).
    expect(await runCampaign({ campaignId: campaign.id })).toBe("SENT");
    await sendRequeuedEmails(campaign.id);

    expect(audience.active.filter((address) => peer.count(address) > 1)).toEqual([]);
    const interrupted = await db.email.findMany({
      where: { campaignId: campaign.id, status: "FAILED", error: { contains: "Interrupted" } },
      select: { to: true },
    });
    const interruptedTo = new Set(interrupted.map((row) => row.to.match(/<(.+)>/)?.[1] ?? row.to));
    expect(audience.active.filter((address) => peer.count(address) === 0 && !interruptedTo.has(address))).toEqual([]);
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(TOTAL);
    const subjects = await db.email.groupBy({
      by: ["subject"],
      where: { campaignId: campaign.id },
      _count: { _all: true },
    });
    expect(subjects.find((row) => row.subject === "Default")).toBeUndefined();
  }, 180_000);
});
