import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, templateFor, useCampaignPeer } from "../campaigns/fixtures";
import { createTestTeam } from "../helpers/teams";
import { refusedPort } from "./refusing-peers";
import { createSendingRoute } from "./routes-client";

// A campaign run through its sending route (docs/contract.md section 20): the first target refuses
// connections, the run's mail goes to the next one, each contact reached once, and the rows record
// the target that sent them.

const sink = useCampaignPeer();
const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string) => sendCampaignJob.handler({ campaignId }, { jobId: "test", attempt: 0, logger });

describe("a campaign through its route", () => {
  it("fails over from a refusing target for the whole run, each contact once", async () => {
    const { team, token } = await createTestTeam();
    const audience = await listWithContacts(team.id, { active: 40, unsubscribed: 0 });
    const template = await templateFor(team.id, { subject: "News", html: CAMPAIGN_HTML });
    const broken = await smtpConfigFor(team.id, { port: await refusedPort(), maxSendRate: 1000 });
    const working = await smtpConfigFor(team.id, { port: sink.port, maxSendRate: 1000 });
    const route = await createSendingRoute(token, {
      name: "Campaign pool",
      stream: "broadcast",
      targets: [
        { smtpConfigId: broken.id, weight: 100, priority: 1 },
        { smtpConfigId: working.id, weight: 100, priority: 2 },
      ],
    });
    const created = await campaigns.create(token, {
      name: "Routed",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: broken.id,
      routeId: route.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.routeId).toBe(route.id);
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await runJob(created.body.id);
    for (const address of audience.active) expect(sink.peer.mailsTo(address)).toHaveLength(1);
    const rows = await db.email.groupBy({
      by: ["status", "smtpConfigId"],
      where: { campaignId: created.body.id },
      _count: { _all: true },
    });
    expect(rows).toEqual([{ status: "SENT", smtpConfigId: working.id, _count: { _all: 40 } }]);
    expect((await db.smtpTargetHealth.findUniqueOrThrow({ where: { smtpConfigId: broken.id } })).lastError).toContain(
      "ECONNREFUSED",
    );
  });
});
