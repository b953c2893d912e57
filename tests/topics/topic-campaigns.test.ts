import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { POST as unsubscribePost } from "@/app/api/v1/u/[token]/route";
import { headerLine } from "../emails/mail-headers";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, templateFor, useCampaignPeer } from "../campaigns/fixtures";
import { apiRequest, callRoute, settle } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { topics } from "./topic-client";

// Topic targeting (docs/contract.md section 21) through a real send to a real SMTP peer: an opt_out
// topic reaches the list minus those who left it, an opt_in topic only those who joined; the
// wizard's count (GET /topics/{id}/audience) says the same; and the one-click POST of a topic
// campaign's List-Unsubscribe leaves that topic only.

const sink = useCampaignPeer();
const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string) => sendCampaignJob.handler({ campaignId }, { jobId: "test", attempt: 0, logger });

async function topicSetup(defaultSubscription: "opt_in" | "opt_out") {
  const { team, token } = await createTestTeam();
  const audience = await listWithContacts(team.id, { active: 7, unsubscribed: 1 });
  const template = await templateFor(team.id, { subject: "News", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: sink.port, maxSendRate: 1000 });
  const topic = (await topics.create(token, { name: "Product news", defaultSubscription })).body;
  const contactIds = await Promise.all(
    audience.active.map(async (email) => (await db.contact.findFirstOrThrow({ where: { teamId: team.id, email } })).id),
  );
  return { team, token, audience, template, smtp, topic, contactIds };
}

async function sendTopicCampaign(setup: Awaited<ReturnType<typeof topicSetup>>) {
  const created = await campaigns.create(setup.token, {
    name: "Topic campaign",
    listId: setup.audience.list.id,
    templateId: setup.template.id,
    smtpConfigId: setup.smtp.id,
    topicId: setup.topic.id,
  });
  expect(created.status).toBe(201);
  const sent = await campaigns.send(setup.token, created.body.id);
  expect(sent.status).toBe(202);
  await runJob(created.body.id);
  return (await campaigns.get(setup.token, created.body.id)).body;
}

describe("a campaign with a topic", () => {
  it("opt_out: goes to the list's 7 ACTIVE contacts minus the 2 that left the topic (5 messages)", async () => {
    const setup = await topicSetup("opt_out");
    const [left1, left2, stayed] = setup.contactIds;
    for (const id of [left1, left2])
      await topics.setForContact(setup.token, id, { topics: [{ id: setup.topic.id, subscribed: false }] });
    // An explicit "yes" to an opt_out topic changes nothing for the audience.
    await topics.setForContact(setup.token, stayed, { topics: [{ id: setup.topic.id, subscribed: true }] });
    expect(await topics.audience(setup.token, setup.topic.id, `?listId=${setup.audience.list.id}`)).toEqual({
      status: 200,
      body: { count: 5 },
    });
    const done = await sendTopicCampaign(setup);
    expect(done).toMatchObject({ status: "SENT", processed: 5, counts: { total: 5, sent: 5, failed: 0 } });
    const arrivals = setup.audience.active.map((email) => sink.peer.mailsTo(email).length);
    expect(arrivals).toEqual([0, 0, 1, 1, 1, 1, 1]);
    expect(sink.peer.mailsTo(setup.audience.unsubscribed[0])).toHaveLength(0);
  });

  it("opt_in: goes only to the 2 contacts that joined the topic", async () => {
    const setup = await topicSetup("opt_in");
    const [, joined1, , joined2, declined] = setup.contactIds;
    for (const id of [joined1, joined2])
      await topics.setForContact(setup.token, id, { topics: [{ id: setup.topic.id, subscribed: true }] });
    await topics.setForContact(setup.token, declined, { topics: [{ id: setup.topic.id, subscribed: false }] });
    expect((await topics.audience(setup.token, setup.topic.id, `?listId=${setup.audience.list.id}`)).body).toEqual({
      count: 2,
    });
    const done = await sendTopicCampaign(setup);
    expect(done).toMatchObject({ status: "SENT", processed: 2, counts: { total: 2, sent: 2, failed: 0 } });
    const arrivals = setup.audience.active.map((email) => sink.peer.mailsTo(email).length);
    expect(arrivals).toEqual([0, 1, 0, 1, 0, 0, 0]);
  });

  it("its one-click POST (RFC 8058) leaves the topic only: still ACTIVE, not suppressed, ledger topic_unsubscribed", async () => {
    const setup = await topicSetup("opt_out");
    await sendTopicCampaign(setup);
    const email = setup.audience.active[0];
    const mail = await sink.peer.mailTo(email);
    const [, url, pathToken, topicId, mailtoToken] =
      /^<(http\S*\/u\/([\w.-]+)\?topic=([\w-]+))>, <mailto:unsubscribe\+([\w.-]+)@[^>]+>$/.exec(
        headerLine(mail, "List-Unsubscribe")!,
      )!;
    expect(topicId).toBe(setup.topic.id);
    // The mailto carries the bare token (the IMAP intake reads it), not the topic query.
    expect(mailtoToken).toBe(pathToken);
    expect(String(mail.html)).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(readUnsubscribeToken(pathToken)).toBe(setup.contactIds[0]);

    const oneClick = (body = "List-Unsubscribe=One-Click") =>
      settle(
        callRoute(
          unsubscribePost,
          apiRequest(`/u/${pathToken}?topic=${topicId}`, {
            method: "POST",
            rawBody: body,
            headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Mail client" },
          }),
          { token: pathToken },
        ),
      );
    expect(await oneClick()).toEqual({ status: 200, body: { status: "unsubscribed", topicId } });
    const contact = await db.contact.findUniqueOrThrow({ where: { id: setup.contactIds[0] } });
    expect(contact.status).toBe("ACTIVE");
    expect(await isSuppressed({ teamId: setup.team.id, email })).toBe(false);
    expect((await topics.ofContact(setup.token, contact.id)).body).toEqual([
      { topicId, name: "Product news", subscribed: false, updatedAt: expect.any(String) },
    ]);
    const ledger = (await topics.ledger(setup.token, contact.id)).body.data;
    expect(ledger).toEqual([
      expect.objectContaining({
        action: "topic_unsubscribed",
        source: "one_click",
        topicId,
        listId: setup.audience.list.id,
        userAgent: "Mail client",
      }),
    ]);
    // Idempotent: a second POST changes and records nothing more.
    expect((await oneClick()).status).toBe(200);
    expect((await topics.ledger(setup.token, contact.id)).body.data).toHaveLength(1);
    // The page's "everything" button (scope=everything) unsubscribes from everything.
    expect(await oneClick("List-Unsubscribe=One-Click&scope=everything")).toEqual({
      status: 200,
      body: { status: "unsubscribed" },
    });
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("UNSUBSCRIBED");
    expect(await isSuppressed({ teamId: setup.team.id, email })).toBe(true);
  });
});
