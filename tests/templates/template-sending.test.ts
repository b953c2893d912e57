import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { renderTemplateMessage } from "@/lib/services/automations/engine/render-template-message";
import { campaigns } from "../campaigns/campaign-client";
import { listWithContacts, smtpConfigFor, useCampaignPeer } from "../campaigns/fixtures";
import { emails } from "../emails/email-client";
import { runSendEmailJob } from "../emails/send-job-harness";
import { createTestTeam } from "../helpers/teams";
import { createTemplate, templates, templateVersions } from "./template-client";

// Which version a send takes (docs/contract.md section 23): POST /email and automation steps the
// published one (the newest while never published); a campaign run the one newest at its start.

const sink = useCampaignPeer();
const logger = { info() {}, warn() {}, error() {} };
const runCampaignJob = (campaignId: string) =>
  sendCampaignJob.handler({ campaignId }, { jobId: "test", attempt: 0, logger });

async function teamWithTemplate(html: string) {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: sink.port });
  const template = await createTemplate(token, { subject: "Published subject", html });
  return { team, token, template };
}

describe("sending a versioned template", () => {
  it("POST /email and automation steps send the published version, not the draft edited after it", async () => {
    const { team, token, template } = await teamWithTemplate("<p>Published body</p>");
    const { list, active } = await listWithContacts(team.id, { active: 1 });
    // Never published: the newest version goes out, as before publishing existed.
    const early = await emails.send(token, { to: active[0], templateId: template.id });
    await runSendEmailJob(early.body.id);
    expect(String((await sink.peer.mailTo(active[0])).html)).toContain("Published body");

    await templateVersions.publish(token, template.id);
    await templates.patch(token, template.id, { subject: "Draft subject", html: "<p>Draft body</p>" });
    const to = "published-reader@example.com";
    const sent = await emails.send(token, { to, templateId: template.id });
    expect(sent.status).toBe(200);
    await runSendEmailJob(sent.body.id);
    const mail = await sink.peer.mailTo(to);
    expect(mail.subject).toBe("Published subject");
    expect(String(mail.html)).toContain("Published body");
    expect(String(mail.html)).not.toContain("Draft body");

    const member = await db.contact.findFirstOrThrow({ where: { listId: list.id } });
    const automated = await renderTemplateMessage({ teamId: team.id, templateId: template.id, contact: member });
    expect(automated).toMatchObject({ subject: "Published subject", templateId: template.id });
    expect(automated.html).toContain("Published body");
  });

  it("a campaign keeps the version it started with while its template and layout are edited mid-send", async () => {
    const { team, token, template } = await teamWithTemplate("<p>Start version</p>");
    const layout = await createTemplate(token, {
      name: "Frame",
      kind: "layout",
      html: "<b>Start frame</b>{{ content }}",
    });
    await templates.patch(token, template.id, { layoutId: layout.id });
    const { list, active } = await listWithContacts(team.id, { active: 3 });
    const created = await campaigns.create(token, {
      name: "Snapshot",
      listId: list.id,
      templateId: template.id,
      smtpConfigId: (await smtpConfigFor(team.id, { port: sink.port, isDefault: false })).id,
      // Two now, the third in a job of its own an hour later (run here at once).
      batchSize: 2,
      batchDelay: 3_600_000_000_000,
    });
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await runCampaignJob(created.body.id);
    expect(active.filter((address) => sink.peer.mailsTo(address).length === 1)).toHaveLength(2);

    await templates.patch(token, template.id, { subject: "Edited subject", html: "<p>Edited version</p>" });
    await templateVersions.publish(token, template.id);
    await templates.patch(token, layout.id, { html: "<b>Edited frame</b>{{ content }}" });
    await runCampaignJob(created.body.id);
    expect((await campaigns.get(token, created.body.id)).body).toMatchObject({ status: "SENT", processed: 3 });
    for (const address of active) {
      const [mail] = sink.peer.mailsTo(address);
      expect(mail.subject).toBe("Published subject");
      expect(String(mail.html)).toMatch(/Start frame[\s\S]*Start version/);
    }
  });

  it("a layout change reaches the next send of every template inside it", async () => {
    const { token, template } = await teamWithTemplate("<p>Inside the frame</p>");
    const layout = await createTemplate(token, {
      name: "Frame",
      kind: "layout",
      html: "<div>Header one</div>{{ content }}<div>Footer</div>",
    });
    await templates.patch(token, template.id, { layoutId: layout.id });
    const first = await emails.send(token, { to: "framed-1@example.com", templateId: template.id });
    await runSendEmailJob(first.body.id);
    expect(String((await sink.peer.mailTo("framed-1@example.com")).html)).toMatch(/Header one[\s\S]*Inside the frame/);

    await templates.patch(token, layout.id, { html: "<div>Header two</div>{{ content }}<div>Footer</div>" });
    const next = await emails.send(token, { to: "framed-2@example.com", templateId: template.id });
    await runSendEmailJob(next.body.id);
    const html = String((await sink.peer.mailTo("framed-2@example.com")).html);
    expect(html).toMatch(/Header two[\s\S]*Inside the frame/);
    expect(html).not.toContain("Header one");
  });
});
