import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as checkCampaignRoute } from "@/app/api/v1/campaigns/[id]/check/route";
import { POST as checkTemplateRoute } from "@/app/api/v1/templates/[id]/check/route";
import { PATCH as patchSettings } from "@/app/api/v1/settings/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { campaigns } from "../campaigns/campaign-client";
import { listWithContacts, smtpConfigFor, templateFor } from "../campaigns/fixtures";
import { refusedPort } from "../helpers/ports";
import { startSpamd, type Spamd } from "../helpers/spamd";
import { missingSystemServers } from "../helpers/system-servers";
import { createTestTeam } from "../helpers/teams";
import { call, errorEnvelope } from "../teams/team-client";

// POST /campaigns/{id}/check and /templates/{id}/check (docs/contract.md section 22) against a
// real spamd and a real local HTTP server for the links.

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely, each check asserts its own details
type Check = { id: string; status: string; message: string; details?: any };
const byId = (body: { checks: Check[] }, id: string) => body.checks.find((check) => check.id === id)!;

const checkTemplate = (token: string, id: string, json?: unknown) =>
  call(checkTemplateRoute, `/templates/${id}/check`, { method: "POST", token, json, params: { id } });
const checkCampaign = (token: string, id: string) =>
  call(checkCampaignRoute, `/campaigns/${id}/check`, { method: "POST", token, params: { id } });

const NEWSLETTER = (base: string, extra = "") => `<html><body>
<h1>Our autumn newsletter</h1>
<p>Hello {{ firstName | default: "there" }}, here is what happened at the bakery this month. We opened a second
oven, tried a rye sourdough that our regulars liked a lot, and started a Saturday class for children who want to
learn how bread is made. The class is small, so write back if you would like a place.</p>
<p>Read the <a href="${base}/ok">full story on our blog</a> or see <a href="${base}/get-only">the class schedule</a>.</p>
${extra}
<p>You receive this because you signed up at the bakery. <a href="{{ unsubscribeUrl }}">Unsubscribe</a></p>
</body></html>`;

const skip = missingSystemServers("file", "spamd");

describe.skipIf(skip)("pre-send checks", () => {
  let spamd: Spamd;
  let server: http.Server;
  let base = "";
  const saved = { host: env.SPAMD_HOST, port: env.SPAMD_PORT };

  beforeAll(async () => {
    spamd = await startSpamd();
    Object.assign(env, { SPAMD_HOST: spamd.host, SPAMD_PORT: spamd.port });
    server = http.createServer((request, response) => {
      if (request.url === "/ok") return response.writeHead(200).end("ok");
      // A server that refuses HEAD but answers GET.
      if (request.url === "/get-only")
        return response.writeHead(request.method === "HEAD" ? 405 : 200).end(request.method === "HEAD" ? "" : "ok");
      response.writeHead(404).end("missing");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    Object.assign(env, { SPAMD_HOST: saved.host, SPAMD_PORT: saved.port });
    await spamd?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function templateCheck(
    html: string,
    subject = "Our autumn newsletter",
    setup?: (teamId: string) => Promise<void>,
  ) {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: 2525 });
    await setup?.(team.id);
    const template = await templateFor(team.id, { subject, html });
    const { status, body } = await checkTemplate(token, template.id);
    expect(status).toBe(200);
    return body;
  }

  it("passes a plain newsletter: spam score, links (HEAD and a HEAD-refusing server), size, text, images; status is the worst", async () => {
    const body = await templateCheck(NEWSLETTER(base));
    expect(body.checks.map((check: Check) => check.id)).toEqual([
      "spam_score",
      "links",
      "variables",
      "size",
      "plain_text",
      "images",
      "authentication",
    ]);
    const spam = byId(body, "spam_score");
    expect(spam.status).toBe("pass");
    expect(spam.details.score).toBeLessThan(3);
    expect(spam.details.rules).toEqual(expect.arrayContaining([]));
    expect(byId(body, "links")).toMatchObject({ status: "pass", details: { checked: 2, total: 2, broken: [] } });
    for (const id of ["variables", "size", "plain_text", "images"]) expect(byId(body, id).status).toBe("pass");
    // The sender's domain is not verified: a warning, so the whole check warns.
    expect(byId(body, "authentication").status).toBe("warn");
    expect(body.status).toBe("warn");
  });

  it("fails GTUBE with its rule named and described", async () => {
    const body = await templateCheck(
      NEWSLETTER(base, "<p>XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X</p>"),
    );
    const spam = byId(body, "spam_score");
    expect(spam.status).toBe("fail");
    expect(spam.details.score).toBeGreaterThanOrEqual(1000);
    expect(spam.details.rules[0]).toEqual({
      name: "GTUBE",
      score: 1000,
      description: "BODY: Generic Test for Unsolicited Bulk Email",
    });
    expect(body.status).toBe("fail");
  });

  it("warns when spamd cannot be reached, never a 5xx", async () => {
    const port = env.SPAMD_PORT;
    env.SPAMD_PORT = await refusedPort();
    try {
      const body = await templateCheck(NEWSLETTER(base));
      expect(byId(body, "spam_score")).toEqual({ id: "spam_score", status: "warn", message: "spam check unavailable" });
    } finally {
      env.SPAMD_PORT = port;
    }
  });

  it("fails broken links naming each URL and its status", async () => {
    const body = await templateCheck(NEWSLETTER(base, `<a href="${base}/gone">old page</a>`));
    const links = byId(body, "links");
    expect(links.status).toBe("fail");
    expect(links.details.broken).toEqual([{ url: `${base}/gone`, status: 404, error: "Answered HTTP 404" }]);
    expect(links.message).toBe(`Broken links: ${base}/gone (404)`);
  });

  it("refuses private targets the way webhooks do (ALLOW_PRIVATE_TARGETS off)", async () => {
    const { team, token } = await createTestTeam();
    const template = await templateFor(team.id, { subject: "News", html: NEWSLETTER(base) });
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const { body } = await checkTemplate(token, template.id);
      const links = byId(body, "links");
      expect(links.status).toBe("fail");
      expect(links.details.broken[0]).toMatchObject({ url: `${base}/ok`, status: null });
      expect(links.details.broken[0].error).toMatch(/^Refused: 127\.0\.0\.1 is a private or loopback address/);
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
  });

  it("warns about HTML over 102 KB, and about images with almost no text and no text part", async () => {
    const big = await templateCheck(NEWSLETTER(base, `<p>${"Fresh bread every morning. ".repeat(6000)}</p>`));
    expect(byId(big, "size")).toMatchObject({ status: "warn" });
    expect(byId(big, "size").details.bytes).toBeGreaterThan(102 * 1024);
    const images = await templateCheck(`<html><body><img src="${base}/a.png"><img src="${base}/b.png"></body></html>`);
    expect(byId(images, "images")).toMatchObject({ status: "warn", details: { images: 2, words: 0 } });
    expect(byId(images, "plain_text")).toEqual({
      id: "plain_text",
      status: "warn",
      message: "The message has no plain-text part",
    });
  });

  it("fails a template variable Sendwell does not know, passes known ones", async () => {
    const body = await templateCheck(NEWSLETTER(base, "<p>Your code: {{ coupon }} for {{ company }}</p>"));
    expect(byId(body, "variables")).toMatchObject({
      status: "fail",
      details: { variables: [{ name: "coupon", recipients: null, unknown: true }], recipients: null },
    });
  });

  it("passes authentication from a VERIFIED domain, and fails it when the team requires one", async () => {
    const verified = await templateCheck(NEWSLETTER(base), undefined, async (teamId) => {
      await db.domain.create({ data: { teamId, domain: "acme.test", status: "VERIFIED", isVerified: true } });
    });
    expect(byId(verified, "authentication").status).toBe("pass");
    const required = await templateCheck(NEWSLETTER(base), undefined, async (teamId) => {
      await db.teamSettings.upsert({
        where: { teamId },
        create: { teamId, requireVerifiedDomain: true },
        update: { requireVerifiedDomain: true },
      });
    });
    expect(byId(required, "authentication").status).toBe("fail");
  });

  it("answers 404 for another team's template and 400 for a bad body", async () => {
    const other = await createTestTeam();
    const template = await templateFor(other.team.id, { subject: "x", html: "<p>x</p>" });
    const { token } = await createTestTeam();
    expect(await checkTemplate(token, template.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Template not found"),
    });
    expect(await checkTemplate(other.token, template.id, { subject: 5 })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { subject: "must be a string" }),
    });
  });

  describe("campaigns", () => {
    async function campaignWith(html: string) {
      const { team, token } = await createTestTeam();
      const audience = await listWithContacts(team.id, { active: 3 });
      // Two of the three contacts have a company.
      const [first, second] = audience.active;
      await db.contact.updateMany({
        where: { teamId: team.id, email: { in: [first, second] } },
        data: { company: "Acme" },
      });
      const template = await templateFor(team.id, { subject: "News for {{ firstName }}", html });
      const smtp = await smtpConfigFor(team.id, { port: await refusedPort() });
      const created = await campaigns.create(token, {
        name: "Checked",
        listId: audience.list.id,
        templateId: template.id,
        smtpConfigId: smtp.id,
      });
      expect(created.status).toBe(201);
      return { team, token, campaign: created.body };
    }

    it("counts exactly the recipients missing a variable, over the whole audience", async () => {
      const { token, campaign } = await campaignWith(NEWSLETTER(base, "<p>News for {{ company }}</p>"));
      const { status, body } = await checkCampaign(token, campaign.id);
      expect(status).toBe(200);
      expect(byId(body, "variables")).toMatchObject({
        status: "fail",
        details: { variables: [{ name: "company", recipients: 1, unknown: false }], recipients: 1 },
      });
      expect(byId(body, "unsubscribe").status).toBe("pass");
      expect(body.status).toBe("fail");
    });

    it("fails a campaign body without an unsubscribe link; another team's campaign is 404", async () => {
      const { token, campaign } = await campaignWith(`<p>Hello {{ firstName | default: "there" }}</p>`);
      const { body } = await checkCampaign(token, campaign.id);
      expect(byId(body, "unsubscribe")).toMatchObject({ status: "fail" });
      expect(byId(body, "variables").status).toBe("pass");
      const stranger = await createTestTeam();
      expect(await checkCampaign(stranger.token, campaign.id)).toEqual({
        status: 404,
        body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Campaign not found"),
      });
    });

    it("blockSendOnFailedChecks: send and schedule answer 422 PRE_SEND_CHECK_FAILED and nothing is sent", async () => {
      const { team, token, campaign } = await campaignWith(
        NEWSLETTER(base).replace('<a href="{{ unsubscribeUrl }}">Unsubscribe</a>', ""),
      );
      const patched = await call(patchSettings, "/settings", {
        method: "PATCH",
        token,
        json: { blockSendOnFailedChecks: true },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.blockSendOnFailedChecks).toBe(true);
      const failed = {
        status: 422,
        body: errorEnvelope(
          "unprocessable_entity",
          "PRE_SEND_CHECK_FAILED",
          'The campaign fails its pre-send check (unsubscribe). Fix it, or turn off "Block sending when a check fails" in Settings.',
          { unsubscribe: "The body has no unsubscribe or preferences link: add {{ unsubscribeUrl }}" },
        ),
      };
      expect(await campaigns.send(token, campaign.id)).toEqual(failed);
      expect(
        await campaigns.schedule(token, campaign.id, { scheduledFor: new Date(Date.now() + 86_400_000).toISOString() }),
      ).toEqual(failed);
      expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
      expect((await campaigns.get(token, campaign.id)).body.status).toBe("DRAFT");
    });
  });
});
