import { describe, expect, it } from "vitest";
import { GET as preferencesGet, POST as preferencesPost } from "@/app/api/v1/preferences/[token]/route";
import { GET as unsubscribePage } from "@/app/api/v1/u/[token]/route";
import { db } from "@/lib/db";
import { createUnsubscribeToken, preferencesUrl, unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { buildRenderContext, renderTemplate } from "@/lib/mail/render";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { topics } from "./topic-client";

// The preference centre (docs/contract.md section 21) through its route: GET shows the public topics
// with the contact's state in its language and the team's branding and changes nothing; the form
// POST changes them in every list of the team, writes ledger entries and answers the page again.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0";

async function setup({ language = null as string | null } = {}) {
  const { team, token } = await createTestTeam("Difference Engines");
  const branding = await db.branding.create({
    data: { dashboardName: "Engine Works", logoUrl: "https://cdn.example.com/logo.png", primaryColor: "#7c3aed" },
  });
  await db.teamSettings.upsert({
    where: { teamId: team.id },
    create: { teamId: team.id, brandingSettingsId: branding.id },
    update: { brandingSettingsId: branding.id },
  });
  const email = uniqueEmail("ada");
  const lists = await Promise.all(
    ["Notes", "Offers"].map((name) => db.mailingList.create({ data: { teamId: team.id, name } })),
  );
  const [contact, twin] = await Promise.all(
    lists.map((list) =>
      db.contact.create({ data: { teamId: team.id, listId: list.id, email, status: "ACTIVE", language } }),
    ),
  );
  const news = (await topics.create(token, { name: "Product news", description: "New engines, monthly" })).body;
  const events = (await topics.create(token, { name: "Events", defaultSubscription: "opt_in" })).body;
  const hidden = (await topics.create(token, { name: "Internal", isPublic: false })).body;
  return {
    team,
    token,
    contact,
    twin,
    news,
    events,
    hidden,
    pageToken: createUnsubscribeToken({ contactId: contact.id }),
  };
}

const page = (pageToken: string, acceptLanguage = "en") =>
  callRoute(
    preferencesGet,
    apiRequest(`/preferences/${pageToken}`, { headers: { accept: "text/html", "accept-language": acceptLanguage } }),
    { token: pageToken },
  );

const save = (pageToken: string, fields: [string, string][]) =>
  callRoute(
    preferencesPost,
    apiRequest(`/preferences/${pageToken}`, {
      method: "POST",
      rawBody: new URLSearchParams(fields).toString(),
      ip: "198.51.100.9",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "user-agent": BROWSER },
    }),
    { token: pageToken },
  );

const switchOf = (html: string, topicId: string) =>
  new RegExp(
    `<input type="checkbox" role="switch" id="topic-${topicId}" name="topic" value="${topicId}"( checked)?`,
  ).exec(html);

describe("GET /preferences/{token}", () => {
  it("shows the public topics with their state, branded, and changes nothing", async () => {
    const s = await setup();
    const before = await db.consentEvent.count({ where: { teamId: s.team.id } });
    const answer = await page(s.pageToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("content-security-policy")).toContain("img-src https://cdn.example.com");
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<img class="logo" src="https://cdn.example.com/logo.png" alt="Engine Works">');
    expect(html).toContain("input[role=switch]:checked{background:#7c3aed}");
    expect(html).toContain("<title>Email preferences</title>");
    expect(switchOf(html, s.news.id)?.[1]).toBe(" checked");
    expect(switchOf(html, s.events.id)?.[1]).toBeUndefined();
    expect(html).not.toContain("Internal");
    expect(html).toContain("Unsubscribe from everything");
    expect(await db.consentEvent.count({ where: { teamId: s.team.id } })).toBe(before);
    expect(await db.contactTopic.count({ where: { teamId: s.team.id } })).toBe(0);
  });

  it("is in the contact's language (German)", async () => {
    const s = await setup({ language: "de" });
    const html = await (await page(s.pageToken, "en-US")).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>E-Mail-Einstellungen</title>");
    expect(html).toContain("Einstellungen speichern");
    expect(html).toContain("Von allem abmelden");
  });

  it("answers a 404 page for a forged token", async () => {
    const answer = await page("forged.token");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("This link is not valid");
  });
});

describe("POST /preferences/{token}", () => {
  it("saves each shown topic's switch in every list, with ledger entries, and answers the new state", async () => {
    const s = await setup();
    // News switched off, Events switched on; the hidden topic cannot be changed from the page.
    const answer = await save(s.pageToken, [
      ["shown", s.news.id],
      ["shown", s.events.id],
      ["shown", s.hidden.id],
      ["topic", s.events.id],
      ["action", "save"],
    ]);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<p class="notice" role="status">Your preferences have been saved.</p>');
    expect(switchOf(html, s.news.id)?.[1]).toBeUndefined();
    expect(switchOf(html, s.events.id)?.[1]).toBe(" checked");
    for (const contact of [s.contact, s.twin]) {
      const states = (await topics.ofContact(s.token, contact.id)).body;
      expect(states.map(({ name, subscribed }: { name: string; subscribed: boolean }) => [name, subscribed])).toEqual([
        ["Events", true],
        ["Internal", true],
        ["Product news", false],
      ]);
      const ledger = (await topics.ledger(s.token, contact.id)).body.data;
      expect(ledger).toHaveLength(2);
      expect(ledger).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: "topic_unsubscribed",
            source: "preference_center",
            topicId: s.news.id,
            ip: "198.51.100.9",
            userAgent: BROWSER,
            listId: contact.listId,
          }),
          expect.objectContaining({
            action: "topic_subscribed",
            source: "preference_center",
            topicId: s.events.id,
            ip: "198.51.100.9",
            userAgent: BROWSER,
            listId: contact.listId,
          }),
        ]),
      );
    }
    expect((await db.contact.findUniqueOrThrow({ where: { id: s.contact.id } })).status).toBe("ACTIVE");
    // The page shown again after saving shows what was saved.
    const again = await (await page(s.pageToken)).text();
    expect(switchOf(again, s.events.id)?.[1]).toBe(" checked");
    expect(again).not.toContain('role="status"');
  });

  it("unsubscribe from everything: every list's contact UNSUBSCRIBED, suppressed, ledger source preference_center", async () => {
    const s = await setup({ language: "de" });
    const answer = await save(s.pageToken, [["action", "unsubscribe_all"]]);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Sie wurden von allem abgemeldet.");
    expect(html).not.toContain('value="unsubscribe_all"');
    for (const contact of [s.contact, s.twin]) {
      expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("UNSUBSCRIBED");
      expect((await topics.ledger(s.token, contact.id)).body.data).toEqual([
        expect.objectContaining({ action: "unsubscribed", source: "preference_center", ip: "198.51.100.9" }),
      ]);
    }
    expect(await isSuppressed({ teamId: s.team.id, email: s.contact.email })).toBe(true);
  });
});

describe("{{ preferencesUrl }} and /u/{token}?topic=", () => {
  it("renders the preference link beside the unsubscribe link", () => {
    const context = buildRenderContext({
      contact: { id: "c1", email: "ada@example.com" },
      unsubscribeUrl: unsubscribeUrl("c1"),
      preferencesUrl: preferencesUrl("c1"),
    });
    const { html } = renderTemplate({ subject: "x", html: '<a href="{{ preferencesUrl }}">Preferences</a>', context });
    expect(html).toContain(`href="${preferencesUrl("c1")}"`);
    expect(preferencesUrl("c1")).toMatch(/\/preferences\/[\w.-]+$/);
  });

  it("offers this topic or everything", async () => {
    const s = await setup();
    const answer = await callRoute(
      unsubscribePage,
      apiRequest(`/u/${s.pageToken}?topic=${s.news.id}`, { headers: { accept: "text/html" } }),
      { token: s.pageToken },
    );
    const html = await answer.text();
    expect(html).toContain("Stop receiving <strong>Product news</strong>");
    expect(html).toContain(">Only Product news</button>");
    expect(html).toContain(
      '<input type="hidden" name="scope" value="everything"><button type="submit" class="secondary">Everything from Engine Works</button>',
    );
  });
});
